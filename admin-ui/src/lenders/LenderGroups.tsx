import { PATTERNS, type LenderView } from '@marketplace/contracts';
import { useEffect, useState } from 'react';
import { Box, Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';

/** A lender group's name is required; letters, digits, hyphens, underscores and spaces. */
const GROUP_NAME = PATTERNS.lenderGroupName;

/** The lender's groups (saved on change) and the 'Add Lender Group' dialog. */
export const LenderGroups = ({
  record,
  onSave,
}: {
  record: LenderView;
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const { data: groups, refetch } = useGetList(
    'lender-groups',
    { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { onError: () => notify('app.lenders.groups_failed', { type: 'error' }) },
  );
  const selected: number[] = record.lender_group_ids ?? [];
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  useEffect(() => {
    if (adding) setName('');
  }, [adding]);
  const invalid = name.trim() !== '' && !GROUP_NAME.test(name.trim());

  const addGroup = async () => {
    try {
      const group = await create(
        'lender-groups',
        { data: { name: name.trim() } },
        { returnPromise: true },
      );
      notify('app.lenders.group_created', { type: 'success' });
      await refetch();
      setAdding(false);
      await onSave({ lender_group_ids: [...selected, Number(group.id)] }).catch(() => undefined);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        fullWidth
        size="small"
        label={translate('resources.lenders.fields.lender_group_ids')}
        value={selected}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (ids) => (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {(ids as number[]).map((id) => (
                  <Chip
                    key={id}
                    size="small"
                    label={groups?.find((g) => g.id === id)?.name ?? id}
                  />
                ))}
              </Box>
            ),
          },
        }}
        onChange={(event) => {
          const value = event.target.value as unknown as number[];
          void onSave({ lender_group_ids: value.map(Number) }).catch(() => undefined);
        }}
      >
        {(groups ?? []).map((group) => (
          <MenuItem key={group.id} value={group.id}>
            {group.name}
          </MenuItem>
        ))}
      </TextField>
      <Button sx={{ whiteSpace: 'nowrap' }} startIcon={<AddIcon />} onClick={() => setAdding(true)}>
        {translate('app.lenders.add_group')}
      </Button>
      <FormDialog
        open={adding}
        title="app.lenders.add_group"
        canSave={name.trim() !== '' && !invalid}
        onClose={() => setAdding(false)}
        onSave={addGroup}
      >
        <TextField
          autoFocus
          fullWidth
          label={translate('app.lenders.group_name')}
          value={name}
          error={invalid}
          helperText={invalid ? translate('app.lenders.group_name_invalid') : ' '}
          onChange={(event) => setName(event.target.value)}
        />
      </FormDialog>
    </Stack>
  );
};
