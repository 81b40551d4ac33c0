import { Typography } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { InsurerView } from '@marketplace/contracts';
import { typeChoices } from './InsurerForm';

const filters = [
  <TextInput key="q" source="q" label="app.insurers.search" alwaysOn />,
  <SelectInput key="type" source="type" label="app.insurers.type" choices={typeChoices} alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The insurers consumers are matched with, each with the insurance types it offers. */
const InsurerList = () => {
  const translate = useTranslate();
  return (
    <List
      title="app.insurers.title"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<Actions />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('app.insurers.help')}
      </Typography>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="legalName" />
        <TextField source="irdaiRegistration" />
        <FunctionField
          source="products"
          sortable={false}
          render={(r: InsurerView) =>
            r.products.map((p) => translate(`app.insurers.types.${p}`)).join(', ')
          }
        />
        <FunctionField
          source="status"
          render={(r: InsurerView) =>
            translate(r.status === 1 ? 'app.insurers.active' : 'app.insurers.inactive')
          }
        />
      </Datagrid>
    </List>
  );
};

export default InsurerList;
