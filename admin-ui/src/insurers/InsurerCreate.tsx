import { Create } from 'react-admin';
import { InsurerForm, writable } from './InsurerForm';

/** A new insurer; back to the list once saved. */
const InsurerCreate = () => (
  <Create
    title="app.insurers.create_title"
    redirect="list"
    mutationMode="pessimistic"
    transform={writable}
    record={{ status: 1, plans: [] }}
  >
    <InsurerForm />
  </Create>
);

export default InsurerCreate;
