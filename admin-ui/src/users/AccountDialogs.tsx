import { useEffect, useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { notifySaved } from '../common/approvals';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import {
  isMe,
  ModeChoice,
  NameField,
  RoleSelect,
  type Access,
  type InviteMode,
} from './UserFields';

/** Name and role; one's own role is locked (the server refuses it as well). */
export const EditDialog = ({
  record,
  onClose,
}: {
  record: RaRecord | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update] = useUpdate();
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
      const answer = await update(
        'admin-users',
        { id: record.id, data: { name, role_id: role }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
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

export const ResetDialog = ({
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
