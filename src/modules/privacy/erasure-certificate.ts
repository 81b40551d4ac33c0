import type { CustomerDeletionView } from '@marketplace/contracts';
import PDFDocument from 'pdfkit';

const TABLE_NAMES: Record<string, string> = {
  users: 'Account and profile (name, e-mail, PAN, birth date, address, income, employment)',
  help_requests: 'Help requests',
  csr_notes: 'Support notes',
  call_dispositions: 'Telecalling calls and their notes',
  call_leads: 'Telecalling queue entries',
  otp_codes: 'Sign-in codes',
  otp_send_logs: 'Sign-in code send log',
  grievances: 'Name, mobile and e-mail on grievances',
  applications: 'Remarks and work and income answers on applications',
  application_status_history: 'Remarks in application status history',
  lender_transactions: "Lenders' answers to hand-offs",
  mis_records: "Lenders' MIS rows (mobile and row as uploaded)",
  commissions: 'Commission rows as uploaded',
  audit_logs: 'Profile values in the audit log',
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');

/**
 * The certificate of erasure as a PDF (pdfkit's built-in Helvetica): the erasure's number, the
 * account (masked), who asked and who carried it out, what was erased and what was kept, why,
 * and until when.
 */
export function erasureCertificate(d: CustomerDeletionView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Certificate of erasure ${d.number}`, Subject: 'DPDP Act 2023, s.12' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).font('Helvetica-Bold').text('Certificate of erasure');
  doc.moveDown(0.3).fontSize(11).font('Helvetica').text(`Number ${d.number}`);
  doc.moveDown();
  const line = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  line('Account', `#${d.userId ?? '-'}, mobile ${d.phoneNumber ?? '-'}`);
  line(
    'Requested by',
    `${d.requestedBy === 'consumer' ? 'the consumer' : 'an admin'} on ${day(d.createdAt)}`,
  );
  line('Reason', d.reason ?? '-');
  line('Carried out', `${day(d.completedAt)} by ${d.erasedBy ?? '-'}`);

  doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Erased');
  doc.fontSize(11).font('Helvetica');
  for (const [table, count] of Object.entries(d.erased ?? {}))
    if (count > 0) doc.text(`- ${TABLE_NAMES[table] ?? table}: ${count}`);

  doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Kept, de-identified');
  doc.fontSize(11).font('Helvetica');
  if (!d.kept?.length) doc.text('Nothing.');
  for (const k of d.kept ?? []) {
    doc.font('Helvetica-Bold').text(`- ${k.record} (${k.count}), until ${k.keepUntil}`);
    doc.font('Helvetica').text(k.reason, { indent: 12 });
  }

  doc
    .moveDown()
    .text(
      'The personal data above was erased from every system of record on ' +
        `${day(d.completedAt)}. The records kept name no one; they are deleted when their period ` +
        'ends. A new sign-in with the same mobile number starts a new account.',
    );
  doc.end();
  return done;
}
