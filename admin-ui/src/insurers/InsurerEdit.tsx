import { Edit } from 'react-admin';
import { InsurerForm, writable } from './InsurerForm';

/** An insurer's details and plans; every change is audited by the server. */
const InsurerEdit = () => (
  <Edit title="app.insurers.edit_title" mutationMode="pessimistic" transform={writable}>
    <InsurerForm />
  </Edit>
);

export default InsurerEdit;
