import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The free text of an inbox's answer or reason, kept under the server's length. */
export const InboxAnswer = ({
  label,
  value,
  onChange,
  maxLength,
  minRows = 3,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  minRows?: number;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      multiline
      minRows={minRows}
      label={translate(label)}
      value={value}
      slotProps={{ htmlInput: { maxLength } }}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};

/** An instant as India time, as the inboxes' threads show it. */
export const indiaTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });
