// INR in the en-IN locale (lakh grouping: ₹1,50,000), dates as DD/MM/YYYY.
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const inrPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** ₹1,50,000; '—' when there is no amount. */
export function formatInr(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const n = Number(amount);
  return Number.isFinite(n) ? inr.format(n) : '—';
}

/** ₹1,450.50: payouts and taxes, to the paisa. */
export const formatInrPaise = (amount: number) => inrPaise.format(amount);

/** 1,50,000 (for inputs and plain figures). */
export const formatNumber = (n: number) => grouping.format(n);

/** DD/MM/YYYY from an ISO date or timestamp. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  if (iso.length > 10) {
    // A timestamp: the date as India sees it.
    const d = new Date(iso);
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(d);
    return parts;
  }
  return `${m[3]}/${m[2]}/${m[1]}`;
}

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** DD/MM/YYYY HH:mm in India time (the column's header names the zone, IST). */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? indiaTime.format(new Date(iso)).replace(',', '') : '—';

/** A duration as mm:ss. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Percent with up to 2 decimals: 27, 13.99. */
export const formatPercent = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : `${grouping.format(n)}%`;

/** An e-mail with the middle of each part hidden: as****@ex*****.in. */
export function maskEmail(email: string): string {
  const hide = (s: string) => (s.length <= 2 ? s : `${s.slice(0, 2)}${'*'.repeat(s.length - 2)}`);
  const [local, domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  if (dot < 0) return `${hide(local)}@${hide(domain)}`;
  return `${hide(local)}@${hide(domain.slice(0, dot))}${domain.slice(dot)}`;
}

/** A mobile number shown as 98XXXXXX10. */
export const maskPhone = (phone: string) =>
  phone.length === 10 ? `${phone.slice(0, 2)}XXXXXX${phone.slice(8)}` : phone;
