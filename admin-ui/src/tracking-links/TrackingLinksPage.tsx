import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import AddLinkIcon from '@mui/icons-material/AddLink';
import QRCode from 'qrcode';
import {
  Datagrid,
  List,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
  useCreate,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { api } from '../api/http';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { StatusSwitch } from '../common/StatusSwitch';
import { TABLE_SCROLLS } from '../common/styles';
import { IndiaDateField } from '../common/IndiaDateField';

/** Pages of the consumer site a link can open (any other path of the site may be typed). */
const PAGES = ['/', '/products', '/credit-cards', '/cards-secured', '/customer-site'];
const UTMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const EMPTY = {
  name: '',
  target_url: '/',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  partner_id: '',
  merchant_id: '',
  product_id: '',
};
type Draft = typeof EMPTY;

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The link builder: page, UTM values, and optionally the partner, merchant and product. */
const NewLinkDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  useEffect(() => {
    if (open) setDraft(EMPTY);
  }, [open]);
  const { data: partners } = useGetList('partners', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { data: merchants } = useGetList(
    'merchants',
    {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'name', order: 'ASC' },
      filter: { partner_id: Number(draft.partner_id) },
    },
    { enabled: draft.partner_id !== '' },
  );
  const [products, setProducts] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    if (open)
      void api<{ data: { id: number; name: string }[] }>('/products').then(
        (answer) => setProducts(answer.data),
        () => setProducts([]),
      );
  }, [open]);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((now) => ({
      ...now,
      [key]: event.target.value,
      ...(key === 'partner_id' ? { merchant_id: '' } : {}),
    }));
  const [create] = useCreate();
  const save = async () => {
    try {
      const data = {
        ...draft,
        partner_id: idOrNull(draft.partner_id),
        merchant_id: idOrNull(draft.merchant_id),
        product_id: idOrNull(draft.product_id),
      };
      await create('tracking-links', { data }, { returnPromise: true });
      notify('app.links.created', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const field = { fullWidth: true, margin: 'dense' } as const;
  return (
    <FormDialog
      open={open}
      title="app.links.new_title"
      saveLabel="app.links.create"
      canSave={draft.name.trim() !== '' && draft.utm_source.trim() !== ''}
      onClose={onClose}
      onSave={save}
    >
      <MuiTextField
        {...field}
        autoFocus
        required
        label={translate('resources.tracking-links.fields.name')}
        value={draft.name}
        onChange={set('name')}
      />
      <MuiTextField
        {...field}
        required
        label={translate('resources.tracking-links.fields.target_url')}
        helperText={translate('app.links.page_help', { pages: PAGES.join(', ') })}
        value={draft.target_url}
        onChange={set('target_url')}
      />
      {UTMS.map((key) => (
        <MuiTextField
          {...field}
          key={key}
          required={key === 'utm_source'}
          label={key}
          value={draft[key]}
          onChange={set(key)}
        />
      ))}
      <MuiTextField
        {...field}
        select
        label={translate('resources.tracking-links.fields.partner_id')}
        value={draft.partner_id}
        onChange={set('partner_id')}
      >
        <MenuItem value="">{translate('app.links.none')}</MenuItem>
        {(partners ?? []).map((partner) => (
          <MenuItem key={partner.id} value={String(partner.id)}>
            {partner.display_name ?? partner.name}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField
        {...field}
        select
        disabled={draft.partner_id === ''}
        label={translate('resources.tracking-links.fields.merchant_id')}
        value={draft.merchant_id}
        onChange={set('merchant_id')}
      >
        <MenuItem value="">{translate('app.links.none')}</MenuItem>
        {(merchants ?? []).map((merchant) => (
          <MenuItem key={merchant.id} value={String(merchant.id)}>
            {merchant.name}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField
        {...field}
        select
        label={translate('resources.tracking-links.fields.product_id')}
        value={draft.product_id}
        onChange={set('product_id')}
      >
        <MenuItem value="">{translate('app.links.none')}</MenuItem>
        {products.map((product) => (
          <MenuItem key={product.id} value={String(product.id)}>
            {product.name}
          </MenuItem>
        ))}
      </MuiTextField>
    </FormDialog>
  );
};

/** A link's QR code (drawn by the qrcode library) with its short address, to download as PNG. */
const QrDialog = ({ link, onClose }: { link: RaRecord | null; onClose: () => void }) => {
  const translate = useTranslate();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    setImage(null);
    if (link)
      void QRCode.toDataURL(link.short_url, { width: 320, margin: 2 }).then(setImage, () =>
        setImage(null),
      );
  }, [link]);
  if (!link) return null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="qr-title">
      <DialogTitle id="qr-title">
        {translate('app.links.qr_title', { name: link.name })}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        {image && (
          <Box
            component="img"
            src={image}
            alt={translate('app.links.qr_alt', { url: link.short_url })}
            sx={{ width: 240, maxWidth: '100%' }}
          />
        )}
        <Typography sx={{ wordBreak: 'break-all' }}>{link.short_url}</Typography>
      </DialogContent>
      <DialogActions>
        {image && (
          <Button component="a" href={image} download={`${link.code}.png`}>
            {translate('app.links.download')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {translate('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const QrButton = ({ onOpen }: { onOpen: (link: RaRecord) => void }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button size="small" variant="outlined" onClick={() => onOpen(record)}>
      {translate('app.links.qr', { name: record.name })}
    </Button>
  );
};

/**
 * /admin/tracking-links (role 1): short links with their UTM values, clicks (visitors a day,
 * without bots) and what they brought: sign-ins, hand-offs, disbursals. Each has a QR code.
 */
const TrackingLinksPage = () => {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const [qr, setQr] = useState<RaRecord | null>(null);
  return (
    <>
      <List
        resource="tracking-links"
        title="app.menu.tracking_links"
        disableSyncWithLocation
        storeKey="tracking-links"
        empty={false}
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={false}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        sx={TABLE_SCROLLS}
        actions={
          <TopToolbar>
            <Button startIcon={<AddLinkIcon />} onClick={() => setCreating(true)}>
              {translate('app.links.new')}
            </Button>
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" />
          <TextField source="short_url" sortable={false} />
          <TextField source="target_url" sortable={false} />
          <TextField source="utm_campaign" sortable={false} emptyText="–" />
          <NumberField locales="en-IN" source="clicks" />
          <NumberField locales="en-IN" source="sign_ins" sortable={false} />
          <NumberField locales="en-IN" source="hand_offs" sortable={false} />
          <NumberField locales="en-IN" source="disbursals" sortable={false} />
          <StatusSwitch resource="tracking-links" />
          <IndiaDateField source="created_at" />
          <QrButton onOpen={setQr} />
        </Datagrid>
      </List>
      <NewLinkDialog open={creating} onClose={() => setCreating(false)} />
      <QrDialog link={qr} onClose={() => setQr(null)} />
    </>
  );
};

export default TrackingLinksPage;
