import type { SentForApprovalAnswer } from '@marketplace/contracts';
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { isSentForApproval, notifySaved } from '../common/approvals';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { StatusSwitch } from '../common/StatusSwitch';
import { TABLE_SCROLLS } from '../common/styles';
import { when } from '../common/tables';
import { IndiaDateField } from '../common/IndiaDateField';

type InviteMode = 'link' | 'password';
const ROLES = [1, 2, 3] as const;
const STATE_COLOURS: Record<string, 'success' | 'default' | 'info' | 'warning'> = {
  active: 'success',
  disabled: 'default',
  invited: 'info',
  invitation_expired: 'warning',
  password_change: 'warning',
};

/** The way in the API gives once, on an invitation or a reset. */
interface Access {
  user: { name: string; email: string };
  invitation_url?: string;
  invitation_expires_at?: string;
  temporary_password?: string;
}

const isMe = (record: RaRecord) => String(record.id) === localStorage.getItem('adminId');

const ModeChoice = ({
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

const RoleSelect = ({
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

const NameField = ({ value, onChange }: { value: string; onChange: (name: string) => void }) => {
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

/** Invite: name, e-mail, role and the way in; the answer's link or password is shown once. */
const InviteDialog = ({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (access: Access) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(2);
  const [mode, setMode] = useState<InviteMode>('link');
  useEffect(() => {
    if (open) [setName, setEmail].forEach((set) => set(''));
  }, [open]);
  const save = async () => {
    try {
      const answer = await api<Access | SentForApprovalAnswer>(
        '/admin/admin-users',
        jsonRequest('POST', { name, email, role_id: role, invite: mode }),
      );
      // Under maker-checker the account waits for approval: no link or password to show yet.
      if (isSentForApproval(answer)) {
        notify('app.approvals.sent', { type: 'info' });
        onClose();
      } else onInvited(answer as Access);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open={open}
      title="app.users.invite_title"
      saveLabel="app.users.send"
      canSave={name.trim() !== '' && email.trim() !== ''}
      onClose={onClose}
      onSave={save}
    >
      <NameField value={name} onChange={setName} />
      <MuiTextField
        required
        fullWidth
        margin="dense"
        type="email"
        label={translate('resources.admin-users.fields.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <RoleSelect value={role} onChange={setRole} />
      <ModeChoice value={mode} onChange={setMode} />
    </FormDialog>
  );
};

/** The link or temporary password, with a copy button; never shown again after closing. */
const AccessDialog = ({ access, onClose }: { access: Access | null; onClose: () => void }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  useEffect(() => setCopied(false), [access]);
  if (!access) return null;
  const secret = access.invitation_url ?? access.temporary_password ?? '';
  const until = when(access.invitation_expires_at ?? null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="access-title">
      <DialogTitle id="access-title">
        {translate('app.users.access_title', { name: access.user.name })}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          {access.invitation_url
            ? translate('app.users.access_link', { email: access.user.email, until })
            : translate('app.users.access_password', { email: access.user.email })}
        </Typography>
        <MuiTextField
          fullWidth
          value={secret}
          label={translate(
            access.invitation_url ? 'app.users.mode_link' : 'app.users.mode_password',
          )}
          slotProps={{ input: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.users.shown_once')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {translate(copied ? 'app.users.copied' : 'app.users.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Name and role; one's own role is locked (the server refuses it as well). */
const EditDialog = ({ record, onClose }: { record: RaRecord | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [name, setName] = useState('');
  const [role, setRole] = useState(2);
  useEffect(() => {
    if (record) {
      setName(record.name);
      setRole(record.role_id);
    }
  }, [record]);
  if (!record) return null;
  const save = async () => {
    try {
      const answer = await api(
        `/admin/admin-users/${record.id}`,
        jsonRequest('PUT', { name, role_id: role }),
      );
      notifySaved(notify, answer, 'app.users.saved');
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open
      title={translate('app.users.edit_title', { name: record.name })}
      canSave={name.trim() !== ''}
      onClose={onClose}
      onSave={save}
    >
      <NameField value={name} onChange={setName} />
      <RoleSelect value={role} onChange={setRole} disabled={isMe(record)} />
      {isMe(record) && <Alert severity="info">{translate('app.users.yourself')}</Alert>}
    </FormDialog>
  );
};

const ResetDialog = ({
  record,
  onClose,
  onReset,
}: {
  record: RaRecord | null;
  onClose: () => void;
  onReset: (access: Access) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [mode, setMode] = useState<InviteMode>('link');
  if (!record) return null;
  const save = async () => {
    try {
      const access = await api<Access>(
        `/admin/admin-users/${record.id}/reset-password`,
        jsonRequest('POST', { invite: mode }),
      );
      refresh();
      onReset(access);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open
      title={translate('app.users.reset_title', { name: record.name })}
      saveLabel="app.users.reset"
      canSave
      onClose={onClose}
      onSave={save}
    >
      <Typography>{translate('app.users.reset_help')}</Typography>
      <ModeChoice value={mode} onChange={setMode} />
    </FormDialog>
  );
};

const RowActions = ({
  onEdit,
  onReset,
}: {
  onEdit: (record: RaRecord) => void;
  onReset: (record: RaRecord) => void;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button size="small" variant="outlined" onClick={() => onEdit(record)}>
        {translate('app.common.edit')}
      </Button>
      <Button size="small" onClick={() => onReset(record)}>
        {translate('app.users.reset')}
      </Button>
    </Box>
  );
};

const Status = () => {
  const record = useRecordContext();
  return record ? <StatusSwitch resource="admin-users" locked={isMe(record)} /> : null;
};

/**
 * /admin/user-management (role 1): the back office's accounts. Invite by link or temporary
 * password, edit name and role, switch off (their sessions end at once), reset the password.
 */
const UserManagementPage = () => {
  const translate = useTranslate();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<RaRecord | null>(null);
  const [resetting, setResetting] = useState<RaRecord | null>(null);
  const [access, setAccess] = useState<Access | null>(null);
  const refresh = useRefresh();
  return (
    <>
      <List
        resource="admin-users"
        title="app.menu.user_management"
        disableSyncWithLocation
        storeKey="user-management"
        sort={{ field: 'name', order: 'ASC' }}
        exporter={false}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        sx={TABLE_SCROLLS}
        actions={
          <TopToolbar>
            <Button startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
              {translate('app.users.invite')}
            </Button>
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" />
          <TextField source="email" />
          <FunctionField
            source="role_id"
            render={(record: RaRecord) => translate(`app.users.role_${record.role_id}`)}
          />
          <FunctionField
            source="state"
            sortable={false}
            render={(record: RaRecord) => (
              <Chip
                size="small"
                color={STATE_COLOURS[record.state] ?? 'default'}
                label={translate(`app.users.state_${record.state}`)}
              />
            )}
          />
          <FunctionField source="status" render={() => <Status />} />
          <IndiaDateField source="last_login_at" showTime emptyText="–" />
          <RowActions onEdit={setEditing} onReset={setResetting} />
        </Datagrid>
      </List>
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(answer) => {
          setInviting(false);
          setAccess(answer);
          refresh();
        }}
      />
      <EditDialog record={editing} onClose={() => setEditing(null)} />
      <ResetDialog
        record={resetting}
        onClose={() => setResetting(null)}
        onReset={(answer) => {
          setResetting(null);
          setAccess(answer);
        }}
      />
      <AccessDialog access={access} onClose={() => setAccess(null)} />
    </>
  );
};

export default UserManagementPage;
