import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsrNoteView } from '@marketplace/contracts';
import { useNotify, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { errorMessage } from '../common/errors';
import { when } from '../common/tables';
import { Section } from './Section';

/** The consumer's notes, and a new one (optionally about one of their applications). */
export const Notes = ({
  userId,
  notes,
  applications,
}: {
  userId: number;
  notes: CsrNoteView[];
  applications: string[];
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.csr.${key}`, options);
  const notify = useNotify();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const add = useMutation({
    mutationFn: () =>
      api(
        `/admin/csr/consumers/${userId}/notes`,
        jsonRequest('POST', { note: note.trim(), ...(applicationId && { applicationId }) }),
      ),
    onSuccess: () => {
      setNote('');
      setApplicationId('');
      notify('app.csr.note_added', { type: 'success' });
      return client.invalidateQueries({ queryKey: ['csr-consumer', userId] });
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  return (
    <Section id="csr-notes" title={t('notes')}>
      <Stack
        component="form"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          if (note.trim()) add.mutate();
        }}
      >
        <TextField
          multiline
          minRows={2}
          label={t('note')}
          value={note}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          onChange={(event) => setNote(event.target.value)}
        />
        {applications.length ? (
          <TextField
            select
            size="small"
            label={t('note_application')}
            value={applicationId}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            onChange={(event) => setApplicationId(event.target.value)}
          >
            <MenuItem value="">{t('note_no_application')}</MenuItem>
            {applications.map((id) => (
              <MenuItem key={id} value={id}>
                {id}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          disabled={!note.trim() || add.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('add_note')}
        </Button>
      </Stack>
      {notes.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('no_notes')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 2 }}>
          {notes.map((n) => (
            <Box component="li" key={n.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('note_by', { author: n.author ?? '–', at: when(n.createdAt) })}
                {n.applicationId ? ` · ${n.applicationId}` : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.note}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
};
