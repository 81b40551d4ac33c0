import { PATTERNS, type CreditCardView } from '@marketplace/contracts';
import { useEffect, useState } from 'react';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';

/** A card name is letters, digits, spaces, hyphens and underscores. */
export const CARD_NAME = PATTERNS.cardName;

/** The features (marketing bullets): each must be non-empty; bullets can be added and removed. */
export const BulletsDialog = ({
  record,
  onClose,
  onSave,
}: {
  record: CreditCardView | null;
  onClose: () => void;
  onSave: (bullets: string[]) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const [bullets, setBullets] = useState<string[]>([]);
  useEffect(() => {
    if (record) setBullets(record.marketing_bullets?.length ? [...record.marketing_bullets] : ['']);
  }, [record]);
  const valid = bullets.length > 0 && bullets.every((b) => b.trim() !== '');
  const save = async () => {
    try {
      await onSave(bullets.map((b) => b.trim()));
      onClose();
    } catch {
      // shown as a toast; the dialog stays open
    }
  };
  return (
    <FormDialog
      open={!!record}
      title="app.cards.features_button"
      canSave={valid}
      onClose={onClose}
      onSave={save}
    >
      <Stack spacing={2}>
        {bullets.map((bullet, index) => (
          <Stack direction="row" spacing={1} key={index} sx={{ alignItems: 'center' }}>
            <TextField
              fullWidth
              label={translate('app.cards.bullet', { n: index + 1 })}
              value={bullet}
              error={bullet.trim() === ''}
              onChange={(event) =>
                setBullets((list) => list.map((b, i) => (i === index ? event.target.value : b)))
              }
            />
            <IconButton
              aria-label={translate('app.cards.remove_bullet', { n: index + 1 })}
              onClick={() => setBullets((list) => list.filter((_, i) => i !== index))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => setBullets((list) => [...list, ''])}>
            {translate('app.cards.add_bullet')}
          </Button>
        </Box>
      </Stack>
    </FormDialog>
  );
};

/** The thumbnail: a file is required; it goes through s3-upload-file, then onto the card. */
export const ThumbnailDialog = ({
  record,
  onClose,
  onSave,
}: {
  record: CreditCardView | null;
  onClose: () => void;
  onSave: (url: string) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => setFile(null), [record]);
  const save = async () => {
    if (!record || !file) return;
    try {
      const { file: url } = await dataProvider.uploadImage(file, `${record.category_name} - logo`);
      await onSave(url).then(onClose, () => undefined); // a failed save is toasted by onSave
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open={!!record}
      title="app.cards.thumbnail_title"
      canSave={!!file}
      onClose={onClose}
      onSave={save}
    >
      <Button component="label" variant="outlined">
        {translate('app.cards.choose_image')}
        <input
          hidden
          type="file"
          aria-label={translate('app.cards.thumbnail_file')}
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Button>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {file ? file.name : translate('app.uploads.no_file')}
      </Typography>
    </FormDialog>
  );
};

/** Create: a name (required, letters, digits, spaces, hyphens, underscores); Save disabled while empty. */
export const CreateCardDialog = ({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onCreate: (name: string) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName('');
      setServerError(null);
    }
  }, [open]);
  const invalid = name.trim() !== '' && !CARD_NAME.test(name.trim());
  const save = async () => {
    try {
      await onCreate(name.trim());
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };
  return (
    <FormDialog
      open={open}
      title="app.cards.create_title"
      canSave={name.trim() !== '' && !invalid}
      onClose={onClose}
      onSave={save}
      saveLabel="app.cards.create"
    >
      <TextField
        autoFocus
        fullWidth
        label={translate('app.cards.name')}
        value={name}
        error={invalid || !!serverError}
        helperText={
          invalid
            ? translate('app.cards.name_invalid')
            : serverError
              ? translate(serverError, { _: serverError })
              : ' '
        }
        onChange={(event) => {
          setName(event.target.value);
          setServerError(null);
        }}
      />
    </FormDialog>
  );
};
