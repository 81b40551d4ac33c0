import { useTranslation } from 'react-i18next';
import { TextField } from './field';

/** India days as YYYY-MM-DD; an empty one leaves that end open. */
export interface DateRange {
  from: string;
  to: string;
}

/** A start after the end: the server refuses it (DATE_RANGE_INVALID), so it is never sent. */
export const isRangeInvalid = ({ from, to }: DateRange) => Boolean(from && to && from > to);

interface DateRangeFieldsProps extends DateRange {
  labels: { from: string; to: string };
  /** The last day either end may be (the dashboards end today). */
  max?: string;
  /** Both ends always set (the dashboard's range): clearing a field keeps its day. */
  keepDays?: boolean;
  onValue: (range: DateRange) => void;
}

/**
 * A filter bar's from and to dates: two native date fields, so the keyboard and the phone's own
 * picker work as everywhere, placed side by side by the bar around them. A start after the end
 * is said on the end field; the caller does not load such a range (see `isRangeInvalid`).
 */
export const DateRangeFields = ({
  from,
  to,
  labels,
  max,
  keepDays,
  onValue,
}: DateRangeFieldsProps) => {
  const { t } = useTranslation();
  const keep = (value: string, was: string) => (keepDays && !value ? was : value);
  return (
    <>
      <TextField
        label={labels.from}
        type="date"
        value={from}
        max={max}
        onValue={(value) => onValue({ from: keep(value, from), to })}
      />
      <TextField
        label={labels.to}
        type="date"
        value={to}
        max={max}
        error={isRangeInvalid({ from, to }) ? t('errors.DATE_RANGE_INVALID') : null}
        onValue={(value) => onValue({ from, to: keep(value, to) })}
      />
    </>
  );
};
