import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { StatusSwitch } from '../common/StatusSwitch';
import { TABLE_SCROLLS } from '../common/styles';
import { IndiaDateField } from '../common/IndiaDateField';
import { AccessDialog, InviteDialog } from './InviteDialogs';
import { EditDialog, ResetDialog } from './AccountDialogs';
import { isMe, type Access } from './UserFields';

const STATE_COLOURS: Record<string, 'success' | 'default' | 'info' | 'warning'> = {
  active: 'success',
  disabled: 'default',
  invited: 'info',
  invitation_expired: 'warning',
  password_change: 'warning',
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
