import { Datagrid, EditButton, List, NumberField, SearchInput, TextField } from 'react-admin';

/** Partner Config: every partner's UTM id and revenue terms. */
const PartnerList = () => (
  <List
    resource="partners"
    title="app.menu.partners"
    sort={{ field: 'name', order: 'ASC' }}
    exporter={false}
    filters={[<SearchInput key="q" source="q" alwaysOn />]}
  >
    <Datagrid bulkActionButtons={false} rowClick="edit">
      <TextField source="name" />
      <TextField source="display_name" />
      <TextField source="utm_id" />
      <NumberField locales="en-IN" source="revenue_percent" />
      <NumberField locales="en-IN" source="revenue_flat_fee" />
      <EditButton />
    </Datagrid>
  </List>
);

export default PartnerList;
