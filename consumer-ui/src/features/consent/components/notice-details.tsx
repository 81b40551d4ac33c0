import { useTranslation } from 'react-i18next';
import type { ConsentNoticeView } from '@marketplace/contracts';

/**
 * The notice's items of data (each with its purpose, who receives it and how long it is kept),
 * the consumer's rights and how to complain (DPDP Rules 2025 r.3), in the page's language.
 */
export const NoticeDetails = ({ notice }: { notice: ConsentNoticeView }) => {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('hi') ? 'hi' : 'en';
  if (!notice.data && !notice.rights) return null;
  return (
    <div className="consent-notice">
      {notice.data ? (
        <>
          <h3>{t('consent.dataTitle')}</h3>
          <ul className="consent-data">
            {notice.data.map((d) => (
              <li key={d.key} className="consent-data__item">
                <h4>{d[lang].item}</h4>
                <dl>
                  <dt>{t('consent.dataPurpose')}</dt>
                  <dd>{d[lang].purpose}</dd>
                  <dt>{t('consent.dataRecipients')}</dt>
                  <dd>{d[lang].recipients}</dd>
                  <dt>{t('consent.dataKept')}</dt>
                  <dd>{d[lang].kept}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {notice.rights ? (
        <>
          <h3>{t('consent.rightsTitle')}</h3>
          <ul className="terms">
            {notice.rights[lang].rights.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <h3>{t('consent.complaintTitle')}</h3>
          <p>{notice.rights[lang].complaint}</p>
        </>
      ) : null}
    </div>
  );
};
