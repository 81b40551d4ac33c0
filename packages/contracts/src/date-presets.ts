/** The dashboards' date presets (admin spec; both apps): days in India time, ending yesterday. */
export const PRESETS = ['yesterday', 'last7', 'last30', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

const DAY_MS = 86_400_000;

/** Today's date in India (YYYY-MM-DD), whatever the device's time zone. */
export const todayInIndia = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The range of a preset: yesterday; the last 7 or 30 days ending yesterday. */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string) {
  const to = shift(today, -1);
  const days = preset === 'yesterday' ? 1 : preset === 'last7' ? 7 : 30;
  return { from: shift(to, -(days - 1)), to };
}

/** The change from `before` to `now` in whole percent; null when there was nothing before. */
export const change = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 100);
