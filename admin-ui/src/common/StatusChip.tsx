import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOURS = {
  open: 'warning',
  answered: 'info',
  closed: 'default',
  requested: 'warning',
  completed: 'success',
  failed: 'error',
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
} as const;

/**
 * A thread's or request's status (tickets, grievances: open / answered / closed; erasures:
 * requested / completed / failed; merchant sign-ups: pending / approved / rejected), its text
 * under `labels`.
 */
export const StatusChip = ({ status, labels }: { status: string; labels: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOURS[status as keyof typeof COLOURS] ?? 'default'}
      label={translate(`${labels}.${status}`)}
    />
  );
};
