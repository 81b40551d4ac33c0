import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { LANGUAGES, type Language } from '@/lib/i18n';
import { loadPartnerTexts } from '@/features/partner';
import { changeLanguage } from '@/lib/landing';
import { usePartnerAccount } from './layout';

/** /partner/settings: the partner's account and the portal's language (kept on this device). */
export const PartnerSettingsRoute = () => {
  const { t, i18n } = useTranslation();
  const account = usePartnerAccount();
  return (
    <main className="card partner-settings">
      <h1>{t('partner.settings.title')}</h1>
      <dl className="facts">
        <dt>{t('partner.settings.partner')}</dt>
        <dd>{account.partnerName}</dd>
        <dt>{t('partner.settings.partnerId')}</dt>
        <dd>{account.partnerId}</dd>
        <dt>{t('partner.settings.merchantId')}</dt>
        <dd>{account.merchantId ?? '—'}</dd>
      </dl>
      <SelectField
        label={t('partner.settings.language')}
        value={i18n.language}
        options={LANGUAGES.map((code) => ({
          value: code,
          label: t(`partner.settings.languages.${code}`),
        }))}
        placeholder={t('partner.settings.language')}
        onValue={(code) => {
          if (!(LANGUAGES as readonly string[]).includes(code)) return;
          // The portal's own texts in that language first, then the switch.
          void loadPartnerTexts(code).then(() => changeLanguage(code as Language));
        }}
      />
    </main>
  );
};
