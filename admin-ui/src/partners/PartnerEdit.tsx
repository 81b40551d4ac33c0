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
import { notifySaved } from '../common/approvals';
import { errorMessage } from '../common/errors';

/** A UTM id is letters, digits, underscores and hyphens, or empty. */
const utmId = regex(PATTERNS.utmId, 'app.partners.utm_invalid');
/** State code, PAN, entity number, 'Z', check character (the server's PARTNER_GSTIN_INVALID). */
const gstin = regex(
  /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  'errors.PARTNER_GSTIN_INVALID',
);

/** /admin/partners/{id}: the partner's UTM id, revenue terms and GSTIN (no delete here). */
const PartnerEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      resource="partners"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: (saved) => notifySaved(notify, saved, 'app.partners.updated'),
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
        <TextInput
          source="gstin"
          validate={gstin}
          helperText="app.partners.gstin_help"
          parse={(v: string) => (v === '' ? null : v.toUpperCase())}
        />
      </SimpleForm>
    </Edit>
  );
};

export default PartnerEdit;
