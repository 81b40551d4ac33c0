import type {
  MerchantAdminView,
  PartnerAdminView,
  PartnerUserAdminView,
} from '@marketplace/contracts';
import { useState, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Datagrid,
  ReferenceField,
  ReferenceManyField,
  TextField,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ActAsDialog, MerchantDialog } from './dialogs';
import { LoginDialog, ResetPasswordDialog } from './LoginDialogs';
import { StatusSwitch } from '../common/StatusSwitch';
import { IndiaDateField } from '../common/IndiaDateField';

/** A row button that does not also expand or collapse the row it sits in. */
const RowButton = <Row extends RaRecord>({
  label,
  onClick,
}: {
  label: string;
  onClick: (record: Row) => void;
}) => {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      onClick={(event) => {
        event.stopPropagation();
        onClick(record);
      }}
    >
      {translate(label)}
    </Button>
  );
};

/** One list of the partner's records (merchants, logins): a heading, an Add button, the rows. */
const Section = ({
  title,
  add,
  onAdd,
  reference,
  empty,
  children,
}: {
  title: string;
  add: string;
  onAdd: () => void;
  reference: string;
  empty: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2">
          {translate(title)}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={onAdd}>
          {translate(add)}
        </Button>
      </Stack>
      <ReferenceManyField
        reference={reference}
        target="partner_id"
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography variant="body2" sx={{ py: 1 }}>
              {translate(empty)}
            </Typography>
          }
        >
          {children}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
};

/** A partner's expanded row: its merchants and its portal logins, each with its actions. */
const PartnerDetails = () => {
  const partner = useRecordContext<PartnerAdminView>();
  const translate = useTranslate();
  const [merchant, setMerchant] = useState<Partial<MerchantAdminView> | null>(null);
  const [addingLogin, setAddingLogin] = useState(false);
  const [resetting, setResetting] = useState<PartnerUserAdminView | null>(null);
  const [actingAs, setActingAs] = useState<MerchantAdminView | null>(null);
  if (!partner) return null;
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <Section
        title="app.merchants.merchants"
        add="app.merchants.add_merchant"
        onAdd={() => setMerchant({})}
        reference="merchants"
        empty="app.merchants.no_merchants"
      >
        <TextField source="name" />
        <TextField source="code" />
        <TextField source="city" emptyText="—" />
        <TextField source="contact_phone" emptyText="—" />
        <StatusSwitch resource="merchants" />
        <RowButton<MerchantAdminView> label="app.common.edit" onClick={setMerchant} />
        <RowButton<MerchantAdminView> label="app.merchants.act_as_merchant" onClick={setActingAs} />
      </Section>
      <Section
        title="app.merchants.logins"
        add="app.merchants.add_login"
        onAdd={() => setAddingLogin(true)}
        reference="partner-users"
        empty="app.merchants.no_logins"
      >
        <TextField source="name" />
        <TextField source="email" />
        <ReferenceField
          source="merchant_id"
          reference="merchants"
          link={false}
          emptyText={translate('app.merchants.whole_partner')}
        >
          <TextField source="name" />
        </ReferenceField>
        <IndiaDateField source="last_login_at" showTime emptyText="—" />
        <StatusSwitch resource="partner-users" />
        <RowButton<PartnerUserAdminView>
          label="app.merchants.reset_password"
          onClick={setResetting}
        />
      </Section>
      <MerchantDialog
        partnerId={partner.id}
        merchant={merchant}
        onClose={() => setMerchant(null)}
      />
      <LoginDialog
        partnerId={partner.id}
        open={addingLogin}
        onClose={() => setAddingLogin(false)}
      />
      <ResetPasswordDialog login={resetting} onClose={() => setResetting(null)} />
      <ActAsDialog
        target={
          actingAs ? { partnerId: partner.id, merchantId: actingAs.id, name: actingAs.name } : null
        }
        onClose={() => setActingAs(null)}
      />
    </Stack>
  );
};

export default PartnerDetails;
