import type { PartnerAdminView } from '@marketplace/contracts';
import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Datagrid,
  EditButton,
  List,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ActAsDialog, NewPartnerDialog } from './dialogs';
import PartnerDetails from './PartnerDetails';
import { StatusSwitch } from '../common/StatusSwitch';
import { TABLE_SCROLLS } from '../common/styles';

const ActAsButton = ({ onClick }: { onClick: (partner: PartnerAdminView) => void }) => {
  const record = useRecordContext<PartnerAdminView>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={record.status !== 1}
      onClick={(event) => {
        event.stopPropagation();
        onClick(record);
      }}
    >
      {translate('app.merchants.act_as')}
    </Button>
  );
};

/**
 * Partners with their terms; a row opens to its merchants and logins. 'Act as partner' on each
 * row; 'Edit terms' opens Partner Config's form (UTM id, revenue terms, GSTIN).
 */
const PartnersPanel = () => {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const [actingAs, setActingAs] = useState<PartnerAdminView | null>(null);
  return (
    <>
      <List
        resource="partners"
        title="app.menu.merchant_management"
        disableSyncWithLocation
        sx={TABLE_SCROLLS}
        storeKey="merchant-management.partners"
        sort={{ field: 'name', order: 'ASC' }}
        exporter={false}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        actions={
          <TopToolbar>
            <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('app.merchants.new_partner')}
            </Button>
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick="expand" expand={<PartnerDetails />}>
          <TextField source="name" />
          <TextField source="display_name" emptyText="—" />
          <TextField source="utm_id" emptyText="—" />
          <NumberField locales="en-IN" source="revenue_percent" emptyText="—" />
          <NumberField
            source="revenue_flat_fee"
            locales="en-IN"
            options={{ style: 'currency', currency: 'INR' }}
            emptyText="—"
          />
          <TextField source="gstin" emptyText="—" />
          <StatusSwitch resource="partners" />
          <ActAsButton onClick={setActingAs} />
          <EditButton label="app.merchants.edit_terms" />
        </Datagrid>
      </List>
      <NewPartnerDialog open={creating} onClose={() => setCreating(false)} />
      <ActAsDialog
        target={
          actingAs ? { partnerId: actingAs.id, name: actingAs.display_name ?? actingAs.name } : null
        }
        onClose={() => setActingAs(null)}
      />
    </>
  );
};

export default PartnersPanel;
