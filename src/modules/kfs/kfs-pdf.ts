import type { KfsContent } from '@marketplace/contracts';
import PDFDocument from 'pdfkit';

/** Noto Sans Devanagari (Google Fonts, SIL OFL): Devanagari, Latin and ₹ in one font. */
const FONT_DIR = require
  .resolve('@expo-google-fonts/noto-sans-devanagari/package.json')
  .replace(/package\.json$/, '');
const REGULAR = `${FONT_DIR}400Regular/NotoSansDevanagari_400Regular.ttf`;
const BOLD = `${FONT_DIR}700Bold/NotoSansDevanagari_700Bold.ttf`;

const inr = (n: number | null) =>
  n === null ? '—' : `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
const figure = (n: number | null, unit = '') => (n === null ? '—' : `${n}${unit}`);
const ist = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour12: false });

/**
 * A KFS as the PDF the consumer downloads: the stored content with its stored labels, so the
 * file says exactly what the page showed, in English or Hindi.
 */
export function kfsPdf(k: KfsContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${k.labels.title} ${k.number}` },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const L = k.labels;
  const line = (label: string, value: string) =>
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);

  doc.font('bold').fontSize(18).text(L.title);
  doc.fontSize(10).moveDown(0.5);
  line(L.number, k.number);
  line(L.issued, ist(k.issuedAt));
  line(L.validUntil, ist(k.validUntil));
  line(L.lender, k.lender.name);
  if (k.lender.legalName) line(L.legalName, k.lender.legalName);
  if (k.lender.rbiRegistration) line(L.rbiRegistration, k.lender.rbiRegistration);
  doc.moveDown(0.5);
  if (L.part1) doc.font('bold').fontSize(12).text(L.part1).fontSize(10);
  line(L.amount, inr(k.loan.amount));
  line(L.tenure, figure(k.loan.tenureMonths));
  if (k.loan.instalments !== undefined) line(L.instalments, figure(k.loan.instalments));
  if (k.loan.annualRatePercent !== undefined) {
    line(L.interestType, L.fixedRate);
    line(L.annualRate, figure(k.loan.annualRatePercent, '%'));
  } else line(L.rate, figure(k.loan.monthlyRatePercent, '%'));
  if (k.loan.interestRate) line(L.lenderRate, k.loan.interestRate);
  line(L.emi, inr(k.loan.emi));
  if (k.loan.fees) {
    line(L.feesToLender, inr(k.loan.fees.processing));
    line(L.gst, inr(k.loan.fees.gst));
    line(L.feesThirdParty, inr(k.loan.fees.thirdParty));
    line(L.totalFees, inr(k.loan.fees.total));
    line(L.netDisbursed, inr(k.loan.netDisbursed ?? null));
  } else line(L.processingFees, k.loan.processingFees ?? '—');
  line(L.apr, figure(k.loan.apr, '%'));
  line(L.totalInterest, inr(k.loan.totalInterest));
  line(L.totalPayable, inr(k.loan.totalPayable));
  if (k.contingent) {
    doc.moveDown(0.5).font('bold').text(L.contingent);
    const penal = k.contingent.penal;
    line(
      L.penal,
      [penal.text, penal.ratePercent === null ? null : `${penal.ratePercent}%`]
        .filter(Boolean)
        .join(' · ') || L.notApplicable,
    );
    line(L.foreclosure, k.contingent.foreclosure ?? L.notApplicable);
    line(L.switching, k.contingent.switching ?? L.notApplicable);
  }
  doc.moveDown(0.5).font('regular').text(L.otherCharges);
  if (L.part2) doc.moveDown(0.5).font('bold').fontSize(12).text(L.part2).fontSize(10);
  if (L.recovery) {
    line(L.recovery, L.recoveryText);
    if (k.lender.recoveryPolicyUrl) line(L.recoveryPolicy, k.lender.recoveryPolicyUrl);
    line(L.transfer, L.transferText);
  }
  doc.font('regular').text(L.coolingOff.replace('%{days}', String(k.coolingOffDays)));
  if (L.coolingOffCost) doc.text(L.coolingOffCost);
  doc.moveDown(0.5);
  line(L.lenderOfficer, k.lender.grievanceOfficer ?? L.notGiven);
  line(L.platformOfficer, k.platform.grievanceOfficer ?? L.grievancePage);
  const a = k.aprIllustration;
  if (a) {
    doc.moveDown(0.5).font('bold').fontSize(12).text(L.aprIllustration).fontSize(10);
    line(L.amount, inr(a.amount));
    line(L.totalFees, inr(a.fees));
    line(L.netDisbursed, inr(a.netDisbursed));
    line(L.instalments, String(a.instalments));
    line(L.emi, inr(a.emi));
    line(L.totalPayable, inr(a.totalPayable));
    line(L.apr, `${a.apr}%`);
    doc.font('regular').text(L.aprMethod);
  }
  doc.moveDown(0.5).font('regular').text(L.indicative);

  if (!k.schedule.length) {
    doc.end();
    return done;
  }
  doc.moveDown().font('bold').fontSize(12).text(L.schedule);
  doc.fontSize(8);
  const columns = [L.month, L.opening, L.instalment, L.interest, L.principal, L.closing];
  const width = (doc.page.width - 96) / columns.length;
  const row = (cells: string[], font: 'regular' | 'bold') => {
    if (doc.y > doc.page.height - 72) doc.addPage();
    const y = doc.y;
    doc.font(font);
    cells.forEach((cell, i) => doc.text(cell, 48 + i * width, y, { width: width - 4 }));
    doc.x = 48;
    doc.y = Math.max(doc.y, y + 12);
  };
  row(columns, 'bold');
  for (const r of k.schedule)
    row(
      [
        String(r.month),
        inr(r.opening),
        inr(r.instalment),
        inr(r.interest),
        inr(r.principal),
        inr(r.closing),
      ],
      'regular',
    );
  doc.end();
  return done;
}
