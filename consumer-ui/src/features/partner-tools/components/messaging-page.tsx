import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { CallAuth } from '@/lib/api-client';
import { getBanners } from '../api/tools';
import { referralLink, type Referrer } from '../links';
import { CopyLink } from './copy-link';
import { useLoad } from './use-load';

/** The ready messages, by key (texts in both languages, in the portal's locale files). */
const MESSAGES = ['personal', 'business', 'gold', 'cards'] as const;
const PRODUCT_OF: Record<(typeof MESSAGES)[number], string | undefined> = {
  personal: 'personal-loans',
  business: 'business-loans',
  gold: 'gold-loans',
  cards: undefined,
};
const LANGUAGES = ['en', 'hi'] as const;

/** /partner/marketing-support: the partner's marketing material. */
export const MarketingPage = () => {
  const { t } = useTranslation();
  return (
    <Card as="main" className="partner-tools">
      <h1>{t('partner.marketing.title')}</h1>
      <ul className="guide-list">
        <li>
          <Link to="/partner/marketing-support/messaging-content">
            {t('partner.marketing.messaging')}
          </Link>
          <p className="muted">{t('partner.marketing.messagingHint')}</p>
        </li>
        <li>
          <Link to="/partner/marketing-support/banners-and-creatives">
            {t('partner.marketing.banners')}
          </Link>
          <p className="muted">{t('partner.marketing.bannersHint')}</p>
        </li>
      </ul>
    </Card>
  );
};

/**
 * /partner/marketing-support/messaging-content: ready messages in English and Hindi, each carrying
 * the partner's own link for its product, to copy or send on WhatsApp.
 */
export const MessagingPage = ({ who }: { who: Referrer }) => {
  const { t, i18n } = useTranslation();
  return (
    <Card as="main" className="partner-tools">
      <p>
        <Link to="/partner/marketing-support">{t('partner.marketing.title')}</Link>
      </p>
      <h1>{t('partner.marketing.messaging')}</h1>
      <p className="muted">{t('partner.marketing.disclaimer')}</p>
      {MESSAGES.map((key) => {
        const link = referralLink(window.location.origin, who, {
          product: PRODUCT_OF[key],
          campaign: 'messages',
        });
        return (
          <section key={key} aria-labelledby={`message-${key}`} className="offering">
            <h2 id={`message-${key}`}>{t(`partner.marketing.topics.${key}`)}</h2>
            {LANGUAGES.map((language) => {
              const text = i18n.getFixedT(language)(`partner.marketing.texts.${key}`, { link });
              return (
                <div key={language} lang={language}>
                  <h3>{t(`partner.marketing.language.${language}`)}</h3>
                  <CopyLink
                    link={text}
                    label={`${t(`partner.marketing.topics.${key}`)} (${t(`partner.marketing.language.${language}`)})`}
                  />
                  <a
                    className={buttonClass({ variant: 'secondary', small: true })}
                    href={`https://wa.me/?text=${encodeURIComponent(text)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('partner.tools.referral.whatsapp')}
                  </a>
                </div>
              );
            })}
          </section>
        );
      })}
    </Card>
  );
};

/**
 * /partner/marketing-support/banners-and-creatives: the images the platform made for partners,
 * previewed with the disclaimer each must carry, and downloaded.
 */
export const BannersPage = ({ auth }: { auth: CallAuth }) => {
  const { t } = useTranslation();
  const { data, error } = useLoad(() => getBanners(auth));
  return (
    <Card as="main" className="partner-tools">
      <p>
        <Link to="/partner/marketing-support">{t('partner.marketing.title')}</Link>
      </p>
      <h1>{t('partner.marketing.banners')}</h1>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {data?.data.length === 0 ? <p>{t('partner.marketing.noBanners')}</p> : null}
      <ul className="banner-grid">
        {data?.data.map((b) => (
          <li key={b.id} className="offering">
            <h2>{b.title}</h2>
            <img src={b.image_url} alt={b.title} loading="lazy" />
            <p className="muted">{b.disclaimer ?? t('partner.marketing.disclaimer')}</p>
            <a
              className={buttonClass({ variant: 'secondary', small: true })}
              href={b.image_url}
              download
            >
              {t('partner.marketing.download', { title: b.title })}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
};
