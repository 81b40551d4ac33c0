import {
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField as MuiTextField,
} from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';

export type InviteMode = 'link' | 'password';
const ROLES = [1, 2, 3] as const;

/** The way in the API gives once, on an invitation or a reset. */
export interface Access {
  user: { name: string; email: string };
  invitation_url?: string;
  invitation_expires_at?: string;
  temporary_password?: string;
}

export const isMe = (record: RaRecord) => String(record.id) === localStorage.getItem('adminId');

export const ModeChoice = ({
  value,
  onChange,
}: {
  value: InviteMode;
  onChange: (mode: InviteMode) => void;
}) => {
  const translate = useTranslate();
  return (
    <FormControl sx={{ mt: 1 }}>
      <FormLabel id="invite-mode">{translate('app.users.invite_mode')}</FormLabel>
      <RadioGroup
        aria-labelledby="invite-mode"
        value={value}
        onChange={(event) => onChange(event.target.value as InviteMode)}
      >
        <FormControlLabel
          value="link"
          control={<Radio />}
          label={translate('app.users.mode_link')}
        />
        <FormControlLabel
          value="password"
          control={<Radio />}
          label={translate('app.users.mode_password')}
        />
      </RadioGroup>
    </FormControl>
  );
};

export const RoleSelect = ({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (role: number) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <MuiTextField
      select
      fullWidth
      margin="dense"
      label={translate('resources.admin-users.fields.role_id')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {translate(`app.users.role_${role}`)}
        </MenuItem>
      ))}
    </MuiTextField>
  );
};

export const NameField = ({
  value,
  onChange,
}: {
  value: string;
  onChange: (name: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <MuiTextField
      autoFocus
      required
      fullWidth
      margin="dense"
      label={translate('resources.admin-users.fields.name')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
