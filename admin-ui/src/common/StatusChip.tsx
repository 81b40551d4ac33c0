import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOURS = { open: 'warning', answered: 'info', closed: 'default' } as const;

/** An open / answered / closed thread's status (tickets, grievances), its text under `labels`. */
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
