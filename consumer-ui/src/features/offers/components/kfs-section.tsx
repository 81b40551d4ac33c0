import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KfsView } from '@marketplace/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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
  const loan = k.loan;
  // Annex A part 1; a KFS issued before the annex was kept shows what it stored.
  const annex = loan.annualRatePercent !== undefined;
  const facts: [string, string][] = [
    [L.number, k.number],
    [L.validUntil, when(k.validUntil)],
    [L.lender, k.lender.name],
    ...(k.lender.legalName ? [[L.legalName, k.lender.legalName] as [string, string]] : []),
    ...(k.lender.rbiRegistration
      ? [[L.rbiRegistration, k.lender.rbiRegistration] as [string, string]]
      : []),
  ];
  const part1: [string, string][] = annex
    ? [
        [L.amount, formatInr(loan.amount)],
        [L.tenure, figure(loan.tenureMonths)],
        [L.instalments, figure(loan.instalments ?? null)],
        [L.emi, formatInr(loan.emi)],
        [L.interestType, L.fixedRate],
        [L.annualRate, figure(loan.annualRatePercent ?? null, '%')],
        [L.feesToLender, formatInr(loan.fees?.processing ?? null)],
        [L.gst, formatInr(loan.fees?.gst ?? null)],
        [L.feesThirdParty, formatInr(loan.fees?.thirdParty ?? null)],
        [L.totalFees, formatInr(loan.fees?.total ?? null)],
        [L.netDisbursed, formatInr(loan.netDisbursed ?? null)],
        [L.apr, figure(loan.apr, '%')],
        [L.totalInterest, formatInr(loan.totalInterest)],
        [L.totalPayable, formatInr(loan.totalPayable)],
      ]
    : [
        [L.amount, formatInr(loan.amount)],
        [L.tenure, figure(loan.tenureMonths)],
        [L.rate, figure(loan.monthlyRatePercent, '%')],
        [L.apr, figure(loan.apr, '%')],
        [L.emi, formatInr(loan.emi)],
        [L.totalInterest, formatInr(loan.totalInterest)],
        [L.totalPayable, formatInr(loan.totalPayable)],
        [L.processingFees, loan.processingFees ?? '—'],
      ];
  const c = k.contingent;
  const contingent: [string, string][] = c
    ? [
        [
          L.penal,
          [c.penal.text, c.penal.ratePercent === null ? null : `${c.penal.ratePercent}%`]
            .filter(Boolean)
            .join(' · ') || L.notApplicable,
        ],
        [L.foreclosure, c.foreclosure ?? L.notApplicable],
        [L.switching, c.switching ?? L.notApplicable],
      ]
    : [];
  const officers: [string, string][] = [
    [L.lenderOfficer, k.lender.grievanceOfficer ?? L.notGiven],
    [L.platformOfficer, k.platform.grievanceOfficer ?? L.grievancePage],
  ];
  const a = k.aprIllustration;
  const illustration: [string, string][] = a
    ? [
        [L.amount, formatInr(a.amount)],
        [L.totalFees, formatInr(a.fees)],
        [L.netDisbursed, formatInr(a.netDisbursed)],
        [L.instalments, String(a.instalments)],
        [L.emi, formatInr(a.emi)],
        [L.totalPayable, formatInr(a.totalPayable)],
        [L.apr, `${a.apr}%`],
      ]
    : [];
  const list = (rows: [string, string][]) => (
    <dl className="kfs__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );

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
    <Card as="section" id="kfs" className="kfs" aria-labelledby="kfs-title" lang={k.language}>
      <h2 id="kfs-title">{L.title}</h2>
      {list(facts)}
      {annex ? <h3>{L.part1}</h3> : null}
      {list(part1)}
      {contingent.length ? (
        <>
          <h4>{L.contingent}</h4>
          {list(contingent)}
        </>
      ) : null}
      <p>{L.otherCharges}</p>
      {annex ? <h3>{L.part2}</h3> : null}
      {annex ? (
        <>
          <p>
            <strong>{L.recovery}:</strong> {L.recoveryText}{' '}
            {k.lender.recoveryPolicyUrl ? (
              <a href={k.lender.recoveryPolicyUrl} target="_blank" rel="noopener noreferrer">
                {L.recoveryPolicy}
              </a>
            ) : null}
          </p>
          <p>
            <strong>{L.transfer}:</strong> {L.transferText}
          </p>
        </>
      ) : null}
      <p>{L.coolingOff.replace('%{days}', String(k.coolingOffDays))}</p>
      {annex ? <p>{L.coolingOffCost}</p> : null}
      {list(officers)}
      {illustration.length ? (
        <>
          <h3>{L.aprIllustration}</h3>
          {list(illustration)}
          <p className="muted">{L.aprMethod}</p>
        </>
      ) : null}
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
      <Button variant="secondary" disabled={busy} onClick={() => void download()}>
        {t('kfs.download')}
      </Button>
      <CheckboxField
        checked={acknowledged}
        onChecked={onAcknowledged}
        error={error}
        label={L.acknowledge}
      />
    </Card>
  );
};
