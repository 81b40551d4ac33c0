import type { LenderView } from '@marketplace/contracts';
import { useEffect, useState } from 'react';
import { Button, IconButton, TextField, Typography } from '@mui/material';
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
  useDelete,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../auth/pages';
import { digitsOnly } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { AddLenderDialog, SpecialOfferDialog } from './LenderListDialogs';
import { useLenderUpdate } from './useLenderUpdate';

const NoLenders = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('app.lenders.empty')}
    </Typography>
  );
};

/** Priority, edited in the list: a non-negative whole number, saved on Enter or on leaving. */
const PriorityCell = ({ record }: { record: LenderView }) => {
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
  const [offer, setOffer] = useState<LenderView | null>(null);
  const [deleting, setDeleting] = useState<LenderView | null>(null);

  const deleteLender = async (record: LenderView) => {
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
            render={(record: LenderView) => <PriorityCell record={record} />}
          />
          <FunctionField
            source="lender_status"
            render={(record: LenderView) =>
              translate(record.lender_status === 1 ? 'app.common.on' : 'app.common.off')
            }
          />
          <FunctionField
            label="app.lenders.monthly_pr"
            source="apr_min"
            render={(record: LenderView) =>
              `${decimal(record.apr_min)} – ${decimal(record.apr_max)}`
            }
          />
          <FunctionField
            label="app.lenders.special_offer"
            sortable={false}
            render={(record: LenderView) => (
              <Button size="small" onClick={() => setOffer(record)}>
                {translate(record.so_status === 1 ? 'app.common.on' : 'app.common.off')}
              </Button>
            )}
          />
          <FunctionField
            label="app.cards.columns.actions"
            sortable={false}
            render={(record: LenderView) => (
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
