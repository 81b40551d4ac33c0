import {
  APPLICATION_STATUSES,
  PRODUCT_CODES,
  UPLOAD_KINDS,
  UPLOAD_STATUSES,
} from '@marketplace/contracts';
import type { ReactElement } from 'react';
import {
  Datagrid,
  DateInput,
  FilterButton,
  List,
  NumberField,
  NumberInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { TABLE_SCROLLS } from '../common/styles';
import { ExportButtons } from './ExportButtons';
import { IndiaDateField } from '../common/IndiaDateField';

const choices = (ids: readonly string[], prefix: string) =>
  ids.map((id) => ({ id, name: prefix ? `${prefix}.${id}` : id }));

const col = (name: string) => `app.reports.columns.${name}`;
const dateTime = (source: string, sortable = true) => (
  <IndiaDateField key={source} source={source} label={col(source)} showTime sortable={sortable} />
);
const rupees = (source: string, sortable = true) => (
  <NumberField
    key={source}
    source={source}
    label={col(source)}
    sortable={sortable}
    locales="en-IN"
    options={{ style: 'currency', currency: 'INR', maximumFractionDigits: 0 }}
  />
);
const text = (source: string) => (
  <TextField key={source} source={source} label={col(source)} sortable={false} />
);

/** A status code in the admin's language. */
const StatusField = ({ label: _label }: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`app.reports.statuses.${record.status}`, { _: record.status })}</span>;
};

const dayFilters = [
  <DateInput key="from" source="from" label="app.reports.filters.from" alwaysOn />,
  <DateInput key="to" source="to" label="app.reports.filters.to" alwaysOn />,
];

/** One report: its list in react-admin's dialect, with the filter menu and the exports. */
const Report = ({
  report,
  sort,
  filters,
  children,
}: {
  report: string;
  sort: string;
  filters: ReactElement[];
  children: ReactElement[];
}) => (
  <List
    resource={`reports/${report}`}
    title="app.menu.internal_report"
    disableSyncWithLocation
    storeKey={`internal-report.${report}`}
    sx={TABLE_SCROLLS}
    exporter={false}
    sort={{ field: sort, order: 'DESC' }}
    filters={filters}
    actions={
      <TopToolbar sx={{ flexWrap: 'wrap' }}>
        <FilterButton />
        <ExportButtons report={report} />
      </TopToolbar>
    }
    empty={false}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      {children}
    </Datagrid>
  </List>
);

/** One row per application: masked mobile, attribution, status, lender, amounts and dates. */
export const ApplicationsReport = () => (
  <Report
    report="applications"
    sort="applied_at"
    filters={[
      <TextInput key="q" source="q" label="app.reports.filters.q" alwaysOn resettable />,
      ...dayFilters,
      <SelectInput
        key="status"
        source="status"
        label={col('status')}
        choices={choices(APPLICATION_STATUSES, 'app.reports.statuses')}
      />,
      <SelectInput
        key="product"
        source="product"
        label={col('product')}
        choices={choices(PRODUCT_CODES, '')}
      />,
      <NumberInput key="partner_id" source="partner_id" label="app.reports.filters.partner_id" />,
      <NumberInput
        key="merchant_id"
        source="merchant_id"
        label="app.reports.filters.merchant_id"
      />,
      <NumberInput key="lender_id" source="lender_id" label="app.reports.filters.lender_id" />,
      <TextInput key="utm_campaign" source="utm_campaign" label={col('utm_campaign')} />,
    ]}
  >
    {[
      text('mobile'),
      text('product'),
      text('partner'),
      text('merchant'),
      text('utm_source'),
      text('utm_campaign'),
      <StatusField key="status" label={col('status')} />,
      text('sub_status'),
      text('lender'),
      rupees('desired_amount'),
      rupees('sanctioned_amount', false),
      rupees('disbursed_amount'),
      dateTime('applied_at'),
      dateTime('sanctioned_at'),
      dateTime('disbursed_at'),
      text('id'),
    ]}
  </Report>
);

/** One row per hand-off, to a lender or to an insurer. */
export const HandOffsReport = () => (
  <Report
    report="hand-offs"
    sort="handed_off_at"
    filters={[
      <TextInput
        key="q"
        source="q"
        label="app.reports.filters.application_id"
        alwaysOn
        resettable
      />,
      ...dayFilters,
      <SelectInput
        key="product"
        source="product"
        label={col('product')}
        choices={choices(PRODUCT_CODES, '')}
      />,
      <NumberInput key="partner_id" source="partner_id" label="app.reports.filters.partner_id" />,
      <NumberInput key="lender_id" source="lender_id" label="app.reports.filters.lender_id" />,
    ]}
  >
    {[
      dateTime('handed_off_at'),
      text('lender'),
      text('mobile'),
      text('product'),
      text('partner'),
      text('status'),
      text('application_id'),
    ]}
  </Report>
);

/** One row per spreadsheet upload: who, what kind, how many rows and errors. */
export const UploadsReport = () => (
  <Report
    report="uploads"
    sort="uploaded_at"
    filters={[
      <TextInput key="q" source="q" label="app.reports.filters.file" alwaysOn resettable />,
      ...dayFilters,
      <SelectInput
        key="kind"
        source="kind"
        label={col('kind')}
        choices={choices(UPLOAD_KINDS, 'app.reports.kinds')}
      />,
      <SelectInput
        key="status"
        source="status"
        label={col('status')}
        choices={choices(UPLOAD_STATUSES, 'app.reports.upload_statuses')}
      />,
    ]}
  >
    {[
      dateTime('uploaded_at'),
      text('admin'),
      <KindField key="kind" label={col('kind')} />,
      text('file_name'),
      text('status'),
      <NumberField
        locales="en-IN"
        key="rows_total"
        source="rows_total"
        label={col('rows_total')}
      />,
      <NumberField
        locales="en-IN"
        key="rows_updated"
        source="rows_updated"
        label={col('rows_updated')}
        sortable={false}
      />,
      <NumberField
        locales="en-IN"
        key="error_count"
        source="error_count"
        label={col('error_count')}
      />,
      dateTime('finished_at', false),
    ]}
  </Report>
);

const KindField = ({ label: _label }: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <span>{translate(`app.reports.kinds.${record.kind}`)}</span> : null;
};
