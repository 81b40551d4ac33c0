import type { CreditCardView } from '@marketplace/contracts';
import { useState } from 'react';
import { Box, Button, IconButton, Switch, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Confirm,
  Datagrid,
  FunctionField,
  List,
  TopToolbar,
  useCreate,
  useDelete,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { EditableCell, ValueDialog, type ValueKind } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { BulkUploadButton } from './BulkUpload';
import { BulletsDialog, CreateCardDialog, ThumbnailDialog } from './CardDialogs';
import { useCardUpdate } from './useCardUpdate';

type ValueField = 'sort_order' | 'key_feature' | 'annual_fee' | 'utm_link';

/** The columns edited through a value dialog (the pencil shown on hover). */
const VALUE_FIELDS: Record<ValueField, { label: string; kind: ValueKind }> = {
  sort_order: { label: 'app.cards.columns.sort_order', kind: 'number' },
  key_feature: { label: 'app.cards.columns.key_feature', kind: 'multiline' },
  annual_fee: { label: 'app.cards.columns.annual_fee', kind: 'text' },
  utm_link: { label: 'app.cards.columns.utm_link', kind: 'multiline' },
};

type Editing =
  | { kind: 'value'; property: ValueField; record: CreditCardView }
  | { kind: 'thumbnail' | 'bullets' | 'delete'; record: CreditCardView }
  | null;

const ListActions = ({ onCreate }: { onCreate: () => void }) => {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <BulkUploadButton />
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
        {translate('app.cards.create')}
      </Button>
    </TopToolbar>
  );
};

const NoData = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('app.common.no_data')}
    </Typography>
  );
};

/**
 * Ten columns in the width a 1280 px screen leaves beside the menu: tighter cells, and headers,
 * buttons and long texts that wrap instead of pushing the last columns out of sight.
 */
const FITS_1280 = {
  '& .MuiTableCell-root': { px: 1 },
  '& .RaDatagrid-headerCell': { whiteSpace: 'normal', lineHeight: 1.2 },
  '& .MuiTableCell-root .MuiButton-root': {
    whiteSpace: 'normal',
    textAlign: 'left',
    lineHeight: 1.2,
    minWidth: 0,
  },
  '& td': { overflowWrap: 'anywhere' },
} as const;

/** The back office's credit-cards screen (its page title is 'Admin - Partners'). */
const CreditCardList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const updateCard = useCardUpdate();
  const [create] = useCreate();
  const [remove] = useDelete();
  const [editing, setEditing] = useState<Editing>(null);
  const [creating, setCreating] = useState(false);
  const close = () => setEditing(null);
  const editLabel = (label: string) =>
    translate('app.cards.edit_field', { field: translate(label) });

  const valueCell = (property: ValueField) => (record: CreditCardView) => (
    <EditableCell
      label={editLabel(VALUE_FIELDS[property].label)}
      onEdit={() => setEditing({ kind: 'value', property, record })}
    >
      <span>{record[property] ?? ''}</span>
    </EditableCell>
  );

  const toggle = (property: 'secured' | 'status', label: string) => (record: CreditCardView) => (
    <Switch
      checked={record[property] === 1}
      slotProps={{ input: { 'aria-label': `${translate(label)} ${record.category_name}` } }}
      onChange={(event) =>
        void updateCard(record, property, event.target.checked ? 1 : 0).catch(() => undefined)
      }
    />
  );

  const createCard = async (name: string) => {
    await create('credit-cards', { data: { category_name: name } }, { returnPromise: true }).catch(
      (error) => {
        // The create call only logs its errors: the dialog already shows the reason.
        console.error(error);
        throw error;
      },
    );
    notify('app.cards.created', { type: 'success' });
    refresh();
  };

  const deleteCard = async (record: CreditCardView) => {
    try {
      await remove(
        'credit-cards',
        { id: record.id, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.cards.deleted', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  const valueField = editing?.kind === 'value' ? VALUE_FIELDS[editing.property] : null;

  return (
    <>
      <List
        resource="credit-cards"
        title="app.cards.title"
        sort={{ field: 'sort_order', order: 'ASC' }}
        perPage={100}
        exporter={false}
        empty={false}
        disableSyncWithLocation
        actions={<ListActions onCreate={() => setCreating(true)} />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoData />} sx={FITS_1280}>
          <FunctionField
            label="app.cards.columns.sort_order"
            sortable={false}
            render={valueCell('sort_order')}
          />
          <FunctionField
            label="app.cards.columns.thumbnail"
            sortable={false}
            render={(record: CreditCardView) => (
              <EditableCell
                label={editLabel('app.cards.columns.thumbnail')}
                onEdit={() => setEditing({ kind: 'thumbnail', record })}
              >
                {record.category_img_thumb ? (
                  <Box
                    component="img"
                    src={record.category_img_thumb}
                    alt={record.category_name}
                    sx={{ maxHeight: 40, maxWidth: 80, display: 'block' }}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.cards.no_thumbnail')}
                  </Typography>
                )}
              </EditableCell>
            )}
          />
          <FunctionField
            label="app.cards.columns.name"
            sortable={false}
            render={(record: CreditCardView) => record.category_name}
          />
          <FunctionField
            label="app.cards.columns.key_feature"
            sortable={false}
            render={valueCell('key_feature')}
          />
          <FunctionField
            label="app.cards.columns.annual_fee"
            sortable={false}
            render={valueCell('annual_fee')}
          />
          <FunctionField
            label="app.cards.columns.utm_link"
            sortable={false}
            render={(record: CreditCardView) => (
              <Tooltip describeChild title={translate('app.cards.utm_tooltip')}>
                <Button
                  size="small"
                  onClick={() => setEditing({ kind: 'value', property: 'utm_link', record })}
                >
                  {translate('app.cards.utm_button')}
                </Button>
              </Tooltip>
            )}
          />
          <FunctionField
            label="app.cards.columns.features"
            sortable={false}
            render={(record: CreditCardView) => (
              <Button size="small" onClick={() => setEditing({ kind: 'bullets', record })}>
                {translate('app.cards.features_button')}
              </Button>
            )}
          />
          <FunctionField
            label="app.cards.columns.secured"
            sortable={false}
            render={toggle('secured', 'app.cards.columns.secured')}
          />
          <FunctionField
            label="app.cards.columns.status"
            sortable={false}
            render={toggle('status', 'app.cards.columns.status')}
          />
          <FunctionField
            label="app.cards.columns.actions"
            sortable={false}
            render={(record: CreditCardView) => (
              <IconButton
                aria-label={translate('app.cards.delete', { name: record.category_name })}
                onClick={() => setEditing({ kind: 'delete', record })}
              >
                <DeleteIcon />
              </IconButton>
            )}
          />
        </Datagrid>
      </List>
      <ValueDialog
        open={!!valueField}
        title={valueField ? editLabel(valueField.label) : ''}
        label={valueField?.label ?? ''}
        kind={valueField?.kind ?? 'text'}
        helperText={
          editing?.kind === 'value' && editing.property === 'utm_link'
            ? translate('app.cards.utm_tooltip')
            : undefined
        }
        initial={editing?.kind === 'value' ? editing.record[editing.property] : null}
        onClose={close}
        onSave={(value) =>
          editing?.kind === 'value'
            ? updateCard(editing.record, editing.property, value)
            : Promise.resolve()
        }
      />
      <ThumbnailDialog
        record={editing?.kind === 'thumbnail' ? editing.record : null}
        onClose={close}
        onSave={(url) =>
          editing ? updateCard(editing.record, 'category_img_thumb', url) : Promise.resolve()
        }
      />
      <BulletsDialog
        record={editing?.kind === 'bullets' ? editing.record : null}
        onClose={close}
        onSave={(bullets) =>
          editing ? updateCard(editing.record, 'marketing_bullets', bullets) : Promise.resolve()
        }
      />
      <Confirm
        isOpen={editing?.kind === 'delete'}
        title="app.common.confirm_title"
        content="app.cards.delete_body"
        confirm="app.common.delete"
        cancel="app.common.cancel"
        onConfirm={() => {
          if (editing) void deleteCard(editing.record);
          close();
        }}
        onClose={close}
      />
      <CreateCardDialog open={creating} onClose={() => setCreating(false)} onCreate={createCard} />
    </>
  );
};

export default CreditCardList;
