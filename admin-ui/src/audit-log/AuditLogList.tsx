import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  TextField,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { IndiaDateField } from '../common/IndiaDateField';

const json = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

const filters = [
  <TextInput key="entity" source="entity" alwaysOn />,
  <TextInput key="entity_id" source="entity_id" alwaysOn />,
  <SelectInput
    key="action"
    source="action"
    choices={[
      'create',
      'update',
      'delete',
      'reorder',
      'upload',
      'masquerade_start',
      'masquerade_exit',
    ].map((id) => ({
      id,
      name: id,
    }))}
  />,
  <TextInput key="property" source="property" />,
  <SelectInput
    key="actor_type"
    source="actor_type"
    choices={['admin', 'partner', 'consumer', 'system'].map((id) => ({ id, name: id }))}
  />,
  <NumberInput key="actor_id" source="actor_id" />,
  <DateInput key="created_from" source="created_from" />,
  <DateInput key="created_to" source="created_to" />,
];

/** The audit trail of the back office's writes, newest first, with filters. */
const AuditLogList = () => (
  <List
    resource="audit-log"
    title="app.menu.audit_log"
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={filters}
    exporter={false}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <IndiaDateField source="created_at" showTime />
      <TextField source="actor_type" />
      <TextField source="actor_id" />
      <TextField source="masquerade_admin_id" />
      <TextField source="action" />
      <TextField source="entity" />
      <TextField source="entity_id" />
      <TextField source="property" />
      <FunctionField
        source="old_value"
        sortable={false}
        render={(r: RaRecord) => json(r.old_value)}
      />
      <FunctionField
        source="new_value"
        sortable={false}
        render={(r: RaRecord) => json(r.new_value)}
      />
    </Datagrid>
  </List>
);

export default AuditLogList;
