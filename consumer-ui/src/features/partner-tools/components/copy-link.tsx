import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';

/**
 * A link (or another text to paste, such as a key) shown in full with a Copy button: copied to the
 * clipboard, confirmed by a toast. The button shows "Copy" and is named for `label` unless
 * `ariaLabel` says more; every such name contains the word shown, as speech input needs.
 */
export const CopyLink = ({
  link,
  label,
  ariaLabel,
}: {
  link: string;
  label: string;
  ariaLabel?: string;
}) => {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast('success', t('partner.home.copied'));
    } catch {
      showToast('error', t('partner.home.copyFailed'));
    }
  };
  return (
    <p className="referral-link">
      <code>{link}</code>{' '}
      <Button
        variant="plain"
        small
        aria-label={ariaLabel ?? t('partner.tools.copyNamed', { name: label })}
        onClick={() => void copy()}
      >
        {t('partner.tools.copy')}
      </Button>
    </p>
  );
};
