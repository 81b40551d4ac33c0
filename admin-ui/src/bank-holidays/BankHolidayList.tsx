import { Typography } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  List,
  NumberInput,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { IndiaDateField } from '../common/IndiaDateField';

const filters = [
  <TextInput key="q" source="q" label="app.bank_holidays.search" alwaysOn />,
  <NumberInput key="year" source="year" label="app.bank_holidays.year" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/**
 * The bank holiday calendar: the days a Key Fact Statement's validity of 3 working days skips.
 * A change holds for statements issued after it.
 */
const BankHolidayList = () => {
  const translate = useTranslate();
  return (
    <List
      title="app.bank_holidays.title"
      filters={filters}
      filterDefaultValues={{ year: new Date().getFullYear() }}
      sort={{ field: 'day', order: 'ASC' }}
      perPage={50}
      actions={<Actions />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('app.bank_holidays.help')}
      </Typography>
      <Datagrid bulkActionButtons={false}>
        <IndiaDateField
          source="day"
          calendarDay
          options={{
            weekday: 'short',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          }}
        />
        <TextField source="name" />
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle="app.bank_holidays.delete_title"
          confirmContent="app.bank_holidays.delete_content"
        />
      </Datagrid>
    </List>
  );
};

export default BankHolidayList;
