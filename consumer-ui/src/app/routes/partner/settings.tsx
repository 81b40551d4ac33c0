import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/field';
import {
  loadPartnerTexts,
  partnerAuth,
  startPartnerSession,
  usePartnerSession,
} from '@/features/partner';
import { DetailsForm, PasswordForm } from '@/features/partner-settings';
import { formatInr } from '@/lib/format';
import { LANGUAGES, type Language } from '@/lib/i18n';
import { changeLanguage } from '@/lib/landing';
import { showToast } from '@/lib/toast';
import { usePartnerAccount } from './layout';

/** The consumer app's address with this partner's brand key: who signs in through it is its lead. */
const referralLink = (partnerName: string) =>
  `${window.location.origin}/?partner=${encodeURIComponent(partnerName)}`;

/**
 * /partner/settings: the partner's referral link, revenue terms and account, and the portal's
 * language (kept on this device).
 */
export const PartnerSettingsRoute = () => {
  const { t, i18n } = useTranslation();
  const account = usePartnerAccount();
  const { masquerade } = usePartnerSession();
  // The partner's own details are the partner's business: not a merchant login's.
  const partnerLevel = account.merchantId === null;
  const [copied, setCopied] = useState(false);
  const link = referralLink(account.partnerName);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      showToast('success', t('partner.home.copied'));
    } catch {
      showToast('error', t('partner.home.copyFailed'));
    }
  };
  return (
    <Card as="main" className="partner-settings" heading={t('partner.settings.title')} level={1}>
      <section aria-labelledby="referral-heading">
        <h2 id="referral-heading">{t('partner.home.referral')}</h2>
        <p>{t('partner.home.referralHint')}</p>
        <p className="referral-link">
          <code>{link}</code>{' '}
          <Button variant="plain" small onClick={() => void copy()}>
            {copied ? t('partner.home.copiedShort') : t('partner.home.copy')}
          </Button>
        </p>
      </section>
      <section aria-labelledby="terms-heading">
        <h2 id="terms-heading">{t('partner.home.terms')}</h2>
        <dl className="facts">
          <dt>{t('partner.home.revenuePercent')}</dt>
          <dd>{account.revenue_percent === null ? '—' : `${account.revenue_percent}%`}</dd>
          <dt>{t('partner.home.revenueFlatFee')}</dt>
          <dd>{account.revenue_flat_fee === null ? '—' : formatInr(account.revenue_flat_fee)}</dd>
          <dt>{t('partner.home.utmId')}</dt>
          <dd>{account.utm_id ?? '—'}</dd>
        </dl>
      </section>
      <section aria-labelledby="account-heading">
        <h2 id="account-heading">{t('partner.settings.account')}</h2>
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
      </section>
      {partnerLevel ? <DetailsForm auth={partnerAuth()} /> : null}
      {masquerade ? null : (
        <PasswordForm
          auth={partnerAuth()}
          onToken={(token) =>
            startPartnerSession({
              token,
              partnerId: account.partnerId,
              merchantId: account.merchantId,
            })
          }
        />
      )}
    </Card>
  );
};
