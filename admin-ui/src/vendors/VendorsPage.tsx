import { LOAN_PRODUCT_CODES, type LoanProductCode } from '@marketplace/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Paper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { isSentForApproval } from '../common/approvals';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';

type Product = LoanProductCode;
const REASON = { min: 3, max: 200 };

interface Vendor {
  id: number;
  name: string;
  url_key: string;
  priority: number;
  lender_status: number;
  products: Product[];
}

/** The lenders to switch, to which state; the reason is asked for before anything changes. */
interface Switching {
  ids: number[];
  status: 0 | 1;
}

const ReasonDialog = ({
  switching,
  onClose,
  onDone,
}: {
  switching: Switching | null;
  onClose: () => void;
  /** The switched lenders and how many changed; nothing when it was sent for approval. */
  onDone: (answer: { vendors: Vendor[]; changed: number } | null) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [switching]);
  if (!switching) return null;
  const count = switching.ids.length;
  const save = async () => {
    try {
      const answer = await api<{ changed: number; vendors: Vendor[] }>(
        '/admin/vendors/status',
        jsonRequest('POST', { lender_ids: switching.ids, status: switching.status, reason }),
      );
      onDone(isSentForApproval(answer) ? null : answer);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open
      title={translate(switching.status ? 'app.vendors.title_on' : 'app.vendors.title_off', {
        smart_count: count,
      })}
      saveLabel={switching.status ? 'app.vendors.switch_on' : 'app.vendors.switch_off'}
      canSave={reason.trim().length >= REASON.min}
      onClose={onClose}
      onSave={save}
    >
      <TextField
        autoFocus
        required
        fullWidth
        multiline
        minRows={2}
        label={translate('app.vendors.reason')}
        helperText={translate('app.vendors.reason_help')}
        value={reason}
        slotProps={{ htmlInput: { maxLength: REASON.max } }}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
};

/**
 * /admin/vendors-on-off (role 1): every lender's switch and the loan products it serves. Switching
 * asks why (kept in the audit log); a selection switches together. Offers follow at once.
 */
const VendorsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [vendors, setVendors] = useState<Vendor[] | null>(null);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [switching, setSwitching] = useState<Switching | null>(null);

  const load = useCallback(
    () =>
      api<Vendor[]>('/admin/vendors').then(setVendors, (error) =>
        notify(errorMessage(error), { type: 'error' }),
      ),
    [notify],
  );
  useEffect(() => void load(), [load]);

  const shown = useMemo(
    () =>
      (vendors ?? []).filter((v) =>
        `${v.name} ${v.url_key}`.toLowerCase().includes(search.trim().toLowerCase()),
      ),
    [vendors, search],
  );
  const replace = (changed: Vendor[]) =>
    setVendors((all) => all?.map((v) => changed.find((c) => c.id === v.id) ?? v) ?? null);
  const toggleSelected = (id: number) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allShownSelected = shown.length > 0 && shown.every((v) => selected.has(v.id));

  const setProducts = async (vendor: Vendor, product: Product, on: boolean) => {
    const products = LOAN_PRODUCT_CODES.filter((p) =>
      p === product ? on : vendor.products.includes(p),
    );
    try {
      const saved = await api<Vendor>(
        `/admin/vendors/${vendor.id}/products`,
        jsonRequest('PUT', { products }),
      );
      replace([saved]);
      notify('app.vendors.products_saved', { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="app.menu.vendors_on_off" />
      <Typography sx={{ mb: 2 }}>{translate('app.vendors.effect')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <TextField
          size="small"
          label={translate('app.vendors.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Typography aria-live="polite">
          {translate('app.vendors.selected', { smart_count: selected.size })}
        </Typography>
        <Button
          variant="outlined"
          disabled={selected.size === 0}
          onClick={() => setSwitching({ ids: [...selected], status: 1 })}
        >
          {translate('app.vendors.switch_on')}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          disabled={selected.size === 0}
          onClick={() => setSwitching({ ids: [...selected], status: 0 })}
        >
          {translate('app.vendors.switch_off')}
        </Button>
      </Box>
      {vendors && vendors.length === 0 && (
        <Alert severity="info">{translate('app.common.no_data')}</Alert>
      )}
      <TableContainer component={Paper} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.menu.vendors_on_off')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allShownSelected}
                  slotProps={{ input: { 'aria-label': translate('app.vendors.select_all') } }}
                  onChange={() =>
                    setSelected(allShownSelected ? new Set() : new Set(shown.map((v) => v.id)))
                  }
                />
              </TableCell>
              <TableCell>{translate('app.vendors.lender')}</TableCell>
              <TableCell>{translate('app.vendors.on')}</TableCell>
              {LOAN_PRODUCT_CODES.map((product) => (
                <TableCell key={product} align="center">
                  {translate(`app.vendors.product_${product}`)}
                </TableCell>
              ))}
              <TableCell align="right">{translate('app.vendors.priority')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((vendor) => (
              <TableRow key={vendor.id} data-lender={vendor.url_key}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(vendor.id)}
                    slotProps={{
                      input: {
                        'aria-label': translate('app.vendors.select', { name: vendor.name }),
                      },
                    }}
                    onChange={() => toggleSelected(vendor.id)}
                  />
                </TableCell>
                <TableCell>{vendor.name}</TableCell>
                <TableCell>
                  <Switch
                    checked={vendor.lender_status === 1}
                    slotProps={{
                      input: {
                        'aria-label': translate('app.vendors.toggle', { name: vendor.name }),
                      },
                    }}
                    onChange={() =>
                      setSwitching({ ids: [vendor.id], status: vendor.lender_status ? 0 : 1 })
                    }
                  />
                </TableCell>
                {LOAN_PRODUCT_CODES.map((product) => (
                  <TableCell key={product} align="center">
                    <Checkbox
                      checked={vendor.products.includes(product)}
                      slotProps={{
                        input: {
                          'aria-label': translate('app.vendors.serves', {
                            name: vendor.name,
                            product: translate(`app.vendors.product_${product}`),
                          }),
                        },
                      }}
                      onChange={(event) => void setProducts(vendor, product, event.target.checked)}
                    />
                  </TableCell>
                ))}
                <TableCell align="right">{vendor.priority}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ReasonDialog
        switching={switching}
        onClose={() => setSwitching(null)}
        onDone={(answer) => {
          setSwitching(null);
          setSelected(new Set());
          if (!answer) return notify('app.approvals.sent', { type: 'info' });
          replace(answer.vendors);
          notify('app.vendors.changed', {
            type: 'success',
            messageArgs: { smart_count: answer.changed },
          });
        }}
      />
    </Box>
  );
};

export default VendorsPage;
