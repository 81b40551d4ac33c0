import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KfsView } from '@marketplace/contracts';
import { CheckboxField } from '@/components/ui/field';
import { consumerAuth } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { errorText } from '@/lib/errors';
import { formatInr } from '@/lib/format';
import { showToast } from '@/lib/toast';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
const figure = (n: number | null, unit = '') => (n === null ? '—' : `${n}${unit}`);

interface Props {
  kfs: KfsView;
  acknowledged: boolean;
  error?: string | null;
  onAcknowledged: (checked: boolean) => void;
}

/**
 * The Key Fact Statement of the chosen offer, shown with its own stored words (so the page says
 * exactly what is kept), its download, and the acknowledgement the hand-off needs.
 */
export const KfsSection = ({ kfs, acknowledged, error, onAcknowledged }: Props) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const k = kfs.content;
  const L = k.labels;
  const facts: [string, string][] = [
    [L.number, k.number],
    [L.validUntil, when(k.validUntil)],
    [L.lender, k.lender.name],
    [L.amount, formatInr(k.loan.amount)],
    [L.tenure, figure(k.loan.tenureMonths)],
    [L.rate, figure(k.loan.monthlyRatePercent, '%')],
    [L.apr, figure(k.loan.apr, '%')],
    [L.emi, formatInr(k.loan.emi)],
    [L.totalInterest, formatInr(k.loan.totalInterest)],
    [L.totalPayable, formatInr(k.loan.totalPayable)],
    [L.processingFees, k.loan.processingFees ?? '—'],
    [L.lenderOfficer, k.lender.grievanceOfficer ?? L.notGiven],
    [L.platformOfficer, k.platform.grievanceOfficer ?? L.grievancePage],
  ];

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(consumerAuth(), `/kfs/${kfs.id}/pdf`, `${k.number}.pdf`);
    } catch (err) {
      showToast('error', errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card kfs" aria-labelledby="kfs-title" lang={k.language}>
      <h2 id="kfs-title">{L.title}</h2>
      <dl className="kfs__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{L.otherCharges}</p>
      <p>{L.coolingOff.replace('%{days}', String(k.coolingOffDays))}</p>
      <p className="muted">{L.indicative}</p>
      {k.schedule.length ? (
        <details>
          <summary>{L.schedule}</summary>
          <div className="kfs__schedule">
            <table>
              <thead>
                <tr>
                  {[L.month, L.opening, L.instalment, L.interest, L.principal, L.closing].map(
                    (h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {k.schedule.map((r) => (
                  <tr key={r.month}>
                    <td>{r.month}</td>
                    <td>{formatInr(r.opening)}</td>
                    <td>{formatInr(r.instalment)}</td>
                    <td>{formatInr(r.interest)}</td>
                    <td>{formatInr(r.principal)}</td>
                    <td>{formatInr(r.closing)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
      <button
        type="button"
        className="btn btn--secondary"
        disabled={busy}
        onClick={() => void download()}
      >
        {t('kfs.download')}
      </button>
      <CheckboxField
        checked={acknowledged}
        onChecked={onAcknowledged}
        error={error}
        label={L.acknowledge}
      />
    </section>
  );
};
