import type { ApplicationStatus } from '@marketplace/contracts';

/**
 * How every table export (CSV and .xlsx) writes dates, money and codes, the same way the screens
 * show them: India time in en-IN order with the zone named in the column's header ("Applied
 * (IST)"), rupees in en-IN grouping, products and statuses by name.
 */
const IST_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const IST_DAY = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const RUPEES = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An instant (ISO text or Date) as India time: "27/11/2026 14:05". */
export const istTime = (value: string | Date) => IST_TIME.format(new Date(value)).replace(',', '');

/** A calendar day (YYYY-MM-DD, already an India day) as "27/11/2026". */
export const indiaDay = (value: string | Date) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value.split('-').reverse().join('/')
    : IST_DAY.format(new Date(value));

/** Rupees as "1,50,000.00" (the header says ₹). */
export const rupees = (value: string | number) => RUPEES.format(Number(value));

export const PRODUCT_NAMES: Record<string, string> = {
  PL: 'Personal loan',
  BL: 'Business loan',
  GL: 'Gold loan',
  HL: 'Housing loan',
  CC: 'Credit card',
  INS: 'Insurance',
};

export const STATUS_NAMES: Record<ApplicationStatus, string> = {
  created: 'Started',
  sent_to_lender: 'Sent to lender',
  submitted: 'Submitted',
  login: 'Logged in',
  in_process: 'In process',
  approved: 'Approved',
  sanctioned: 'Sanctioned',
  disbursed: 'Disbursed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** A product code by its name; an unknown code as it is. */
export const productName = (code: string) => PRODUCT_NAMES[code] ?? code;

/** An application status by its name; a lender's own status as it is. */
export const statusName = (code: string) => STATUS_NAMES[code as ApplicationStatus] ?? code;
