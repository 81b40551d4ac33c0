import { useTranslation } from 'react-i18next';
import type { ConsentStateView } from '@marketplace/contracts';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useNoticeText } from '../hooks/use-notice-text';

/** The ledger as the consumer sees it, newest first. */
export const History = ({ state }: { state: ConsentStateView }) => {
  const { t } = useTranslation();
  const text = useNoticeText();
  const titles = new Map<string, string>(state.notice.purposes.map((p) => [p.key, text(p).title]));
  // A consent to share with one insurer is given at the hand-off, outside the notice's purposes.
  titles.set('insurance_share', t('consent.insuranceShare'));
  if (!state.history.length) return null;
  return (
    <Card as="section" heading={t('consent.historyTitle')}>
      <ul className="terms">
        {state.history.map((r, i) => (
          <li key={i}>
            {t('consent.historyItem', {
              date: formatDate(r.at),
              purpose: titles.get(r.purpose) ?? r.purpose,
              action: t(r.granted ? 'consent.actionGiven' : 'consent.actionWithdrawn'),
              version: r.noticeVersion,
              channel: t(`consent.channels.${r.channel}`),
            })}
          </li>
        ))}
      </ul>
    </Card>
  );
};
