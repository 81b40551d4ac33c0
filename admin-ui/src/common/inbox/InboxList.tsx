import { useState, type ComponentType, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import {
  Datagrid,
  List,
  SearchInput,
  SelectInput,
  useTranslate,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { StatusChip } from '../StatusChip';
import { TABLE_SCROLLS } from '../styles';

/** What a row's detail receives: the opened row's id (null: closed) and how to close it. */
export interface InboxDetailProps {
  id: RaRecord['id'] | null;
  onClose: () => void;
}

/**
 * The back office's open → answered → closed screens (grievances, partner tickets, merchant
 * sign-ups, erasures): a status filter over the statuses (the first one by default), a search
 * box, a table of `children` columns, and a row that opens its `detail`. Each screen passes only
 * what differs; every text of the list is under `texts` (`status`, `statuses.*`, `empty`).
 */
export const InboxList = ({
  resource,
  title,
  storeKey,
  texts,
  statuses,
  defaultStatus = statuses[0],
  sort,
  search = true,
  detail: Detail,
  children,
}: {
  resource: string;
  title: string;
  storeKey: string;
  texts: string;
  statuses: readonly string[];
  /** null: every status until the admin picks one. */
  defaultStatus?: string | null;
  sort: SortPayload;
  search?: boolean;
  detail?: ComponentType<InboxDetailProps>;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const [opened, setOpened] = useState<RaRecord['id'] | null>(null);
  const filters = [
    <SelectInput
      key="status"
      source="status"
      label={`${texts}.status`}
      alwaysOn
      choices={statuses.map((id) => ({ id, name: `${texts}.statuses.${id}` }))}
    />,
  ];
  if (search) filters.unshift(<SearchInput key="q" source="q" alwaysOn />);
  return (
    <>
      <List
        resource={resource}
        title={title}
        disableSyncWithLocation
        storeKey={storeKey}
        sx={TABLE_SCROLLS}
        exporter={false}
        sort={sort}
        filterDefaultValues={defaultStatus ? { status: defaultStatus } : undefined}
        filters={filters}
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={
            Detail
              ? (id) => {
                  setOpened(id);
                  return false;
                }
              : false
          }
          empty={<Stack sx={{ p: 2 }}>{translate(`${texts}.empty`)}</Stack>}
        >
          {children}
        </Datagrid>
      </List>
      {/* Keyed by the row: each opening starts from an empty answer. */}
      {Detail ? <Detail key={String(opened)} id={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
};

/** The status column's cell: a coloured chip with the status's text under `labels`. */
export const statusChip = (labels: string) => (record: RaRecord) => (
  <StatusChip status={record.status} labels={labels} />
);
