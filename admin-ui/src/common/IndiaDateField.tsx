import { DateField, type DateFieldProps } from 'react-admin';

/**
 * Every date column and show field of the back office: en-IN, in India time whatever the
 * browser's own zone, as the reports and exports count days. `calendarDay` for a YYYY-MM-DD day
 * that is no instant (a bank holiday): shown as written, never shifted by a zone.
 * `admin-date-fields.spec.ts` finds any DateField not going through it.
 */
export const IndiaDateField = ({
  calendarDay = false,
  options,
  ...props
}: DateFieldProps & { calendarDay?: boolean }) => (
  <DateField
    {...props}
    locales="en-IN"
    options={{ ...options, timeZone: calendarDay ? 'UTC' : 'Asia/Kolkata' }}
  />
);
