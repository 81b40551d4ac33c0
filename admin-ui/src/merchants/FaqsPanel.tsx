import { useEffect, useState } from 'react';
import { Button, MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import { StatusSwitch } from '../common/StatusSwitch';
import { TABLE_SCROLLS } from '../common/styles';

const AUDIENCES = ['customer', 'dsa'] as const;
const TEXTS = ['question_en', 'answer_en', 'question_hi', 'answer_hi'] as const;
type Values = Record<(typeof TEXTS)[number] | 'audience' | 'sort_order', string>;

const empty = (): Values => ({
  audience: 'customer',
  question_en: '',
  answer_en: '',
  question_hi: '',
  answer_hi: '',
  sort_order: '0',
});

/** Adds a question or edits one: English required, Hindi when written. */
const FaqDialog = ({ faq, onClose }: { faq: Partial<RaRecord> | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [values, setValues] = useState<Values>(empty());
  useEffect(() => {
    if (faq)
      setValues({
        ...empty(),
        ...Object.fromEntries(
          Object.entries(faq)
            .filter(([k, v]) => k in empty() && v !== null)
            .map(([k, v]) => [k, String(v)]),
        ),
      });
  }, [faq]);
  const save = async () => {
    const data = {
      ...values,
      question_hi: values.question_hi.trim() || null,
      answer_hi: values.answer_hi.trim() || null,
      sort_order: Number(values.sort_order) || 0,
    };
    try {
      if (faq?.id)
        await dataProvider.update('faqs', { id: faq.id, data, previousData: faq as RaRecord });
      else await dataProvider.create('faqs', { data });
      notify('app.faqs.saved', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open={!!faq}
      title={faq?.id ? 'app.faqs.edit' : 'app.faqs.add'}
      canSave={values.question_en.trim().length >= 5 && values.answer_en.trim().length >= 5}
      onClose={onClose}
      onSave={save}
    >
      <Stack spacing={2}>
        <MuiTextField
          select
          label={translate('resources.faqs.fields.audience')}
          value={values.audience}
          onChange={(e) => setValues({ ...values, audience: e.target.value })}
        >
          {AUDIENCES.map((a) => (
            <MenuItem key={a} value={a}>
              {translate(`app.faqs.audiences.${a}`)}
            </MenuItem>
          ))}
        </MuiTextField>
        {TEXTS.map((field, index) => (
          <MuiTextField
            key={field}
            autoFocus={index === 0}
            required={field.endsWith('_en')}
            multiline={field.startsWith('answer')}
            minRows={field.startsWith('answer') ? 3 : undefined}
            label={translate(`resources.faqs.fields.${field}`)}
            value={values[field]}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
          />
        ))}
        <MuiTextField
          label={translate('resources.faqs.fields.sort_order')}
          value={values.sort_order}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          onChange={(e) => setValues({ ...values, sort_order: e.target.value.replace(/\D/g, '') })}
        />
      </Stack>
    </FormDialog>
  );
};

const EditFaq = ({ onEdit }: { onEdit: (r: RaRecord) => void }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? (
    <Button size="small" onClick={() => onEdit(record)}>
      {translate('app.common.edit')}
    </Button>
  ) : null;
};

/** The partner portal's FAQs (customer and DSA queries), written by role-1 admins. */
const FaqsPanel = () => {
  const translate = useTranslate();
  const [faq, setFaq] = useState<Partial<RaRecord> | null>(null);
  return (
    <>
      <List
        resource="faqs"
        title="app.menu.merchant_management"
        disableSyncWithLocation
        storeKey="merchant-management.faqs"
        sx={TABLE_SCROLLS}
        exporter={false}
        empty={false}
        sort={{ field: 'sort_order', order: 'ASC' }}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <SelectInput
            key="audience"
            source="audience"
            alwaysOn
            choices={AUDIENCES.map((id) => ({ id, name: `app.faqs.audiences.${id}` }))}
          />,
        ]}
        actions={
          <TopToolbar>
            <Button startIcon={<AddIcon />} onClick={() => setFaq({})}>
              {translate('app.faqs.add')}
            </Button>
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField
            source="audience"
            render={(r: RaRecord) => translate(`app.faqs.audiences.${r.audience}`)}
          />
          <TextField source="question_en" sortable={false} />
          <TextField source="question_hi" sortable={false} emptyText="—" />
          <NumberField locales="en-IN" source="sort_order" />
          <StatusSwitch resource="faqs" nameField="question_en" />
          <EditFaq onEdit={setFaq} />
        </Datagrid>
      </List>
      <FaqDialog faq={faq} onClose={() => setFaq(null)} />
    </>
  );
};

export default FaqsPanel;
