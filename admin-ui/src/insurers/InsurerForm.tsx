import { INSURANCE_TYPES } from '@marketplace/contracts';
import {
  ArrayInput,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { validateInsurer, type InsurerValues } from './validateInsurer';

export const typeChoices = INSURANCE_TYPES.map((id) => ({ id, name: `app.insurers.types.${id}` }));
const statusChoices = [
  { id: 1, name: 'app.insurers.active' },
  { id: 0, name: 'app.insurers.inactive' },
];

/**
 * An insurer's fields, shared by create and edit: who it is (legal name and IRDAI registration,
 * shown to consumers beside every plan) and one plan per insurance type it offers.
 */
export const InsurerForm = () => {
  const translate = useTranslate();
  return (
    // Save only: insurers are hidden (status), never deleted, as their hand-offs refer to them.
    <SimpleForm
      validate={(v) => validateInsurer(v as InsurerValues)}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="name" fullWidth />
      <TextInput source="legalName" fullWidth />
      <TextInput source="irdaiRegistration" />
      <NumberInput source="claimSettlementRatio" step={0.01} min={0} max={100} />
      <SelectInput source="status" choices={statusChoices} defaultValue={1} />
      <Typography variant="body2" color="text.secondary">
        {translate('app.insurers.plans_help')}
      </Typography>
      <ArrayInput source="plans" label="app.insurers.plans">
        {/* The darker red keeps the Remove button's text at WCAG AA contrast on white. */}
        <SimpleFormIterator
          inline
          disableReordering
          sx={{ '& .MuiButton-colorError': { color: 'error.dark' } }}
        >
          <SelectInput source="type" label="app.insurers.plan.type" choices={typeChoices} />
          <TextInput source="name" label="app.insurers.plan.name" />
          <TextInput source="nameHi" label="app.insurers.plan.nameHi" />
          <NumberInput source="minAge" label="app.insurers.plan.minAge" min={0} />
          <NumberInput source="maxAge" label="app.insurers.plan.maxAge" min={0} />
          <NumberInput source="coverMin" label="app.insurers.plan.coverMin" min={0} />
          <NumberInput source="coverMax" label="app.insurers.plan.coverMax" min={0} />
          <NumberInput source="premiumFrom" label="app.insurers.plan.premiumFrom" min={0} />
          <NumberInput
            source="waitingPeriodMonths"
            label="app.insurers.plan.waitingPeriodMonths"
            min={0}
          />
          <NumberInput source="minAnnualIncome" label="app.insurers.plan.minAnnualIncome" min={0} />
          <NumberInput
            source="maxVehicleAgeYears"
            label="app.insurers.plan.maxVehicleAgeYears"
            min={0}
          />
          <TextInput source="features" label="app.insurers.plan.features" multiline fullWidth />
          <TextInput source="featuresHi" label="app.insurers.plan.featuresHi" multiline fullWidth />
          <TextInput source="redirectUrl" label="app.insurers.plan.redirectUrl" fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
};

/** What the server accepts: the record's read-only fields are left out. */
export const writable = (record: Record<string, unknown>) => {
  const { id: _id, products: _p, createdAt: _c, updatedAt: _u, ...rest } = record;
  return rest;
};
