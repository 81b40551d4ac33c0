import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { usePartnerAccount } from './layout';

/** The consumer app's address with this partner's brand key: consumers who sign in count as its leads. */
const referralLink = (partnerName: string) =>
  `${window.location.origin}/?partner=${encodeURIComponent(partnerName)}`;

/**
 * /partner: the partner's account at a glance: its referral link (consumers who sign in through
 * it are the partner's leads) and its revenue terms.
 */
export const PartnerHomeRoute = () => {
  const { t } = useTranslation();
  const account = usePartnerAccount();
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
    <main className="card partner-home">
      <h1>{t('partner.home.title', { name: account.partnerName })}</h1>
      <section aria-labelledby="referral-heading">
        <h2 id="referral-heading">{t('partner.home.referral')}</h2>
        <p>{t('partner.home.referralHint')}</p>
        <p className="referral-link">
          <code>{link}</code>{' '}
          <button type="button" className="btn btn--small" onClick={() => void copy()}>
            {copied ? t('partner.home.copiedShort') : t('partner.home.copy')}
          </button>
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
    </main>
  );
};
