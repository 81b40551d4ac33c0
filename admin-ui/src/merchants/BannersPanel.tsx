import type { PartnerAdminView } from '@marketplace/contracts';
import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Datagrid,
  DeleteButton,
  FunctionField,
  ImageField,
  List,
  TextField,
  TopToolbar,
  useDataProvider,
  useGetList,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import { StatusSwitch } from '../common/StatusSwitch';
import { TABLE_SCROLLS } from '../common/styles';

/** A new banner: its title, image (stored through s3-upload-file), partner and disclaimer. */
const BannerDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [partnerId, setPartnerId] = useState('');
  const [disclaimer, setDisclaimer] = useState('');
  const { data: partners = [] } = useGetList<PartnerAdminView>(
    'partners',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );
  useEffect(() => {
    if (open) {
      setTitle('');
      setFile(null);
      setPartnerId('');
      setDisclaimer('');
    }
  }, [open]);
  const save = async () => {
    if (!file) return;
    try {
      const { file: url } = await dataProvider.uploadImage(file, `banners - ${title.trim()}`);
      await dataProvider.create('partner-banners', {
        data: {
          title: title.trim(),
          image_url: url,
          partner_id: partnerId ? Number(partnerId) : null,
          disclaimer: disclaimer.trim() || null,
        },
      });
      notify('app.banners.saved', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open={open}
      title="app.banners.add"
      canSave={!!title.trim() && !!file}
      onClose={onClose}
      onSave={save}
    >
      <Stack spacing={2}>
        <MuiTextField
          autoFocus
          required
          label={translate('resources.partner-banners.fields.title')}
          value={title}
          slotProps={{ htmlInput: { maxLength: 150 } }}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Box>
          <Button component="label" variant="outlined">
            {translate('app.cards.choose_image')}
            <input
              hidden
              type="file"
              aria-label={translate('app.banners.image')}
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {file ? file.name : translate('app.uploads.no_file')}
          </Typography>
        </Box>
        <MuiTextField
          select
          label={translate('resources.partner-banners.fields.partner_id')}
          value={partnerId}
          onChange={(e) => setPartnerId(e.target.value)}
        >
          <MenuItem value="">{translate('app.banners.every_partner')}</MenuItem>
          {partners.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.display_name ?? p.name}
            </MenuItem>
          ))}
        </MuiTextField>
        <MuiTextField
          multiline
          minRows={2}
          label={translate('resources.partner-banners.fields.disclaimer')}
          helperText={translate('app.banners.disclaimer_help')}
          value={disclaimer}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          onChange={(e) => setDisclaimer(e.target.value)}
        />
      </Stack>
    </FormDialog>
  );
};

/** Banners and creatives for the partners' marketing, uploaded by role-1 admins. */
const BannersPanel = () => {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <List
        resource="partner-banners"
        title="app.menu.merchant_management"
        disableSyncWithLocation
        storeKey="merchant-management.banners"
        sx={TABLE_SCROLLS}
        exporter={false}
        empty={false}
        sort={{ field: 'created_at', order: 'DESC' }}
        actions={
          <TopToolbar>
            <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {translate('app.banners.add')}
            </Button>
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <ImageField source="image_url" sortable={false} sx={{ '& img': { maxHeight: 60 } }} />
          <TextField source="title" />
          <FunctionField
            source="partner_id"
            sortable={false}
            render={(r: RaRecord) => r.partner_id ?? translate('app.banners.every_partner')}
          />
          <StatusSwitch resource="partner-banners" nameField="title" />
          <DeleteButton mutationMode="pessimistic" />
        </Datagrid>
      </List>
      <BannerDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
};

export default BannersPanel;
