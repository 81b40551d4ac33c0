import { PATTERNS } from '@marketplace/contracts';
import { useEffect, useState } from 'react';
import {
  Button,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Confirm,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField as NameField,
  TopToolbar,
  useCreate,
  useDelete,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../auth/pages';
import { FormDialog, digitsOnly } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { useLenderUpdate } from './useLenderUpdate';

/** A new lender's name is letters, digits, underscores and hyphens. */
const LENDER_NAME = PATTERNS.lenderName;

const NoLenders = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('app.lenders.empty')}
    </Typography>
  );
};

/** Priority, edited in the list: a non-negative whole number, saved on Enter or on leaving. */
const PriorityCell = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const updateLender = useLenderUpdate();
  const refresh = useRefresh();
  const [value, setValue] = useState(String(record.priority ?? 0));
  useEffect(() => setValue(String(record.priority ?? 0)), [record.priority]);
  const commit = () => {
    if (value === String(record.priority) || value === '') return setValue(String(record.priority));
    void updateLender(record, { priority: Number(value) }).then(refresh, () =>
      setValue(String(record.priority)),
    );
  };
  return (
    <TextField
      size="small"
      value={value}
      sx={{ width: 90 }}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': `${translate('resources.lenders.fields.priority')} ${record.name}`,
        },
      }}
      onChange={(event) => setValue(digitsOnly(event.target.value))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
    />
  );
};

/** The special offer of a lender: switch, text and dates, saved together. */
const SpecialOfferDialog = ({
  record,
  onClose,
}: {
  record: RaRecord | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const updateLender = useLenderUpdate();
  const [values, setValues] = useState({
    so_status: 0,
    so_text: '',
    so_date_start: '',
    so_date_end: '',
  });
  useEffect(() => {
    if (record)
      setValues({
        so_status: record.so_status ?? 0,
        so_text: record.so_text ?? '',
        so_date_start: record.so_date_start ?? '',
        so_date_end: record.so_date_end ?? '',
      });
  }, [record]);
  const save = async () => {
    if (!record) return;
    const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
    try {
      await updateLender(record, {
        so_status: values.so_status,
        so_text: orNull(values.so_text),
        so_date_start: orNull(values.so_date_start),
        so_date_end: orNull(values.so_date_end),
      });
      onClose();
    } catch {
      // toasted
    }
  };
  const text = (source: 'so_text' | 'so_date_start' | 'so_date_end', type = 'text') => (
    <TextField
      fullWidth
      size="small"
      type={type}
      label={translate(`resources.lenders.fields.${source}`)}
      value={values[source]}
      slotProps={{ inputLabel: type === 'date' ? { shrink: true } : undefined }}
      onChange={(event) => setValues((v) => ({ ...v, [source]: event.target.value }))}
    />
  );
  return (
    <FormDialog
      open={!!record}
      title="app.lenders.special_offer_title"
      canSave
      onClose={onClose}
      onSave={save}
    >
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={values.so_status === 1}
              onChange={(event) =>
                setValues((v) => ({ ...v, so_status: event.target.checked ? 1 : 0 }))
              }
            />
          }
          label={translate('resources.lenders.fields.so_status')}
        />
        {values.so_status === 1 && (
          <>
            {text('so_text')}
            {text('so_date_start', 'date')}
            {text('so_date_end', 'date')}
          </>
        )}
      </Stack>
    </FormDialog>
  );
};

const AddLenderDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [name, setName] = useState('');
  useEffect(() => {
    if (open) setName('');
  }, [open]);
  const invalid = name.trim() !== '' && !LENDER_NAME.test(name.trim());
  const save = async () => {
    try {
      await create('lenders', { data: { name: name.trim() } }, { returnPromise: true });
      notify('app.lenders.created', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open={open}
      title="app.lenders.add"
      canSave={name.trim() !== '' && !invalid}
      onClose={onClose}
      onSave={save}
    >
      <TextField
        autoFocus
        fullWidth
        label={translate('resources.lenders.fields.name')}
        value={name}
        error={invalid}
        helperText={invalid ? translate('app.lenders.name_invalid') : ' '}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
};

const decimal = (value: unknown) =>
  value === null || value === undefined ? '…' : Number(value).toString();

/** /admin/lenders, the lenders list. */
const LenderList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [remove] = useDelete();
  const [adding, setAdding] = useState(false);
  const [offer, setOffer] = useState<RaRecord | null>(null);
  const [deleting, setDeleting] = useState<RaRecord | null>(null);

  const deleteLender = async (record: RaRecord) => {
    try {
      await remove(
        'lenders',
        { id: record.id, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.lenders.deleted', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  return (
    <>
      <List
        resource="lenders"
        title="app.menu.lenders"
        sort={{ field: 'priority', order: 'DESC' }}
        perPage={25}
        exporter={false}
        empty={false}
        filters={[<SearchInput source="q" alwaysOn key="q" />]}
        actions={
          <TopToolbar>
            <Button
              variant="contained"
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
            >
              {translate('app.lenders.add')}
            </Button>
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoLenders />}>
          <NameField source="name" />
          <FunctionField
            source="priority"
            render={(record: RaRecord) => <PriorityCell record={record} />}
          />
          <FunctionField
            source="lender_status"
            render={(record: RaRecord) =>
              translate(record.lender_status === 1 ? 'app.common.on' : 'app.common.off')
            }
          />
          <FunctionField
            label="app.lenders.monthly_pr"
            source="apr_min"
            render={(record: RaRecord) => `${decimal(record.apr_min)} – ${decimal(record.apr_max)}`}
          />
          <FunctionField
            label="app.lenders.special_offer"
            sortable={false}
            render={(record: RaRecord) => (
              <Button size="small" onClick={() => setOffer(record)}>
                {translate(record.so_status === 1 ? 'app.common.on' : 'app.common.off')}
              </Button>
            )}
          />
          <FunctionField
            label="app.cards.columns.actions"
            sortable={false}
            render={(record: RaRecord) => (
              <>
                <IconButton
                  aria-label={`${translate('app.common.edit')} ${record.name}`}
                  onClick={() => navigate(adminPath(`/lenders/${record.id}`))}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`${translate('app.common.delete')} ${record.name}`}
                  onClick={() => setDeleting(record)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </>
            )}
          />
        </Datagrid>
      </List>
      <AddLenderDialog open={adding} onClose={() => setAdding(false)} />
      <SpecialOfferDialog record={offer} onClose={() => setOffer(null)} />
      <Confirm
        isOpen={!!deleting}
        title="app.common.confirm_title"
        content="app.lenders.delete_body"
        confirm="app.common.delete"
        cancel="app.common.cancel"
        onConfirm={() => {
          if (deleting) void deleteLender(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

export default LenderList;
