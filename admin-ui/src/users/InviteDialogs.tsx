import type { SentForApprovalAnswer } from '@marketplace/contracts';
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { isSentForApproval } from '../common/approvals';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { when } from '../common/tables';
import { ModeChoice, NameField, RoleSelect, type Access, type InviteMode } from './UserFields';

/** Invite: name, e-mail, role and the way in; the answer's link or password is shown once. */
export const InviteDialog = ({
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
export const AccessDialog = ({
  access,
  onClose,
}: {
  access: Access | null;
  onClose: () => void;
}) => {
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
