import { Create, DateInput, maxLength, required, SimpleForm, TextInput } from 'react-admin';

/** Adds a day to the bank holiday calendar; back to the list once saved. */
const BankHolidayCreate = () => (
  <Create title="app.bank_holidays.create_title" redirect="list" mutationMode="pessimistic">
    <SimpleForm>
      <DateInput source="day" validate={required()} />
      <TextInput source="name" validate={[required(), maxLength(100)]} fullWidth />
    </SimpleForm>
  </Create>
);

export default BankHolidayCreate;
