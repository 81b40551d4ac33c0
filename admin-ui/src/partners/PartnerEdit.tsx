import { PATTERNS } from '@marketplace/contracts';
import {
  Edit,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxValue,
  minValue,
  regex,
  useNotify,
} from 'react-admin';
import { errorMessage } from '../common/errors';

/** Admin spec §5: a UTM id is letters, digits, underscores and hyphens, or empty. */
const utmId = regex(PATTERNS.utmId, 'app.partners.utm_invalid');

/** /admin/partners/{id}: the partner's UTM id and revenue terms (no delete here). */
const PartnerEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      resource="partners"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => notify('app.partners.updated', { type: 'success' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      }}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="name" disabled />
        <TextInput source="utm_id" validate={utmId} parse={(v: string) => (v === '' ? null : v)} />
        <NumberInput
          source="revenue_percent"
          min={0}
          max={100}
          step={0.01}
          validate={[minValue(0), maxValue(100)]}
        />
        <NumberInput source="revenue_flat_fee" min={0} validate={minValue(0)} />
      </SimpleForm>
    </Edit>
  );
};

export default PartnerEdit;
