import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import QRCode from 'qrcode';
import type { CallAuth } from '@/lib/api-client';
import { getProductOffering } from '../api/tools';
import { CAMPAIGN, referralLink, type Referrer } from '../links';
import { CopyLink } from './copy-link';
import { useLoad } from './use-load';

/** Saves a link's target under a file name. */
function save(href: string, name: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * /partner/referral: the partner's referral link, for a product and a campaign if chosen, to copy
 * or share on WhatsApp or by SMS, and as a QR code (PNG and SVG, drawn by the qrcode library).
 */
export const ReferralPage = ({ auth, who }: { auth: CallAuth; who: Referrer }) => {
  const { t } = useTranslation();
  const products = useLoad(() => getProductOffering(auth)).data?.data ?? [];
  const [product, setProduct] = useState('');
  const [campaign, setCampaign] = useState('');
  const [png, setPng] = useState<string | null>(null);
  const validCampaign = CAMPAIGN.test(campaign);
  const link = referralLink(window.location.origin, who, {
    product: product || undefined,
    campaign: validCampaign ? campaign : undefined,
  });
  const message = t('partner.tools.referral.message', { link });

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(link, { width: 240, margin: 2, errorCorrectionLevel: 'M' }).then(
      (url) => live && setPng(url),
      () => live && setPng(null),
    );
    return () => {
      live = false;
    };
  }, [link]);

  const downloadSvg = async () => {
    const svg = await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    save(url, 'referral-qr.svg');
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Card as="main" className="partner-tools">
      <h1>{t('partner.tools.referral.title')}</h1>
      <p className="muted">{t('partner.home.referralHint')}</p>
      <div className="customer-filters">
        <SelectField
          label={t('partner.tools.referral.product')}
          value={product}
          placeholder={t('partner.tools.referral.allProducts')}
          options={products.map((p) => ({
            value: p.slug,
            label: t(`partner.customers.products.${p.code}` as never, { defaultValue: p.name }),
          }))}
          onValue={setProduct}
        />
        <TextField
          label={t('partner.tools.referral.campaign')}
          value={campaign}
          maxLength={60}
          hint={t('partner.tools.referral.campaignHelp')}
          error={validCampaign ? null : t('partner.tools.referral.campaignHelp')}
          onValue={setCampaign}
        />
      </div>
      <CopyLink link={link} label={t('partner.tools.referral.title')} />
      <p className="report-actions">
        <a
          className={buttonClass({ variant: 'secondary', small: true })}
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('partner.tools.referral.whatsapp')}
        </a>
        <a
          className={buttonClass({ variant: 'secondary', small: true })}
          href={`sms:?&body=${encodeURIComponent(message)}`}
        >
          {t('partner.tools.referral.sms')}
        </a>
      </p>
      <section aria-labelledby="qr-heading" className="qr">
        <h2 id="qr-heading">{t('partner.tools.referral.qr')}</h2>
        {png ? (
          <img
            src={png}
            width={240}
            height={240}
            alt={t('partner.tools.referral.qrAlt', { link })}
          />
        ) : null}
        <p className="report-actions">
          <Button
            variant="secondary"
            small
            disabled={!png}
            onClick={() => png && save(png, 'referral-qr.png')}
          >
            {t('partner.tools.referral.png')}
          </Button>
          <Button variant="secondary" small onClick={() => void downloadSvg()}>
            {t('partner.tools.referral.svg')}
          </Button>
        </p>
      </section>
    </Card>
  );
};
