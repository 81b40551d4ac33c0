// The lender MIS rows the upload benchmarks use (bench-upload.mjs, bench-mis-pipeline.mjs): row i
// of a file, and a CSV of the first `rows` of them.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export const MIS_HEADER = [
  'lender',
  'lender_lead_id',
  'phone_number',
  'lead_date',
  'lead_status',
  'lead_sub_status',
  'sanctioned_amount',
  'disbursed_amount',
  'disbursed_date',
  'branch',
];
const LEAD_STATUSES = ['Disbursed', 'Rejected', 'Login', 'Sanctioned', 'Document pending'];

export function misRow(i) {
  return [
    'Bench Lender',
    `BL-${1_000_000 + i}`,
    `9${String(100_000_000 + i).slice(-9)}`,
    '28/09/2026',
    LEAD_STATUSES[i % 5],
    `Stage ${i % 7}`,
    '150000',
    i % 5 === 0 ? '145000' : '',
    i % 5 === 0 ? '05/10/2026' : '',
    `Branch ${i % 40}`,
  ];
}

export async function writeMisCsv(path, rows) {
  const out = createWriteStream(path);
  out.write(MIS_HEADER.join(',') + '\n');
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    chunk += misRow(i).join(',') + '\n';
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}
