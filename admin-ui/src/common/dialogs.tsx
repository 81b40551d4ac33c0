import { useEffect, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';

/** A value shown in a table cell with a pencil (seen on hover) that opens its edit dialog. */
export const EditableCell = ({
  label,
  onEdit,
  children,
}: {
  label: string;
  onEdit: () => void;
  children: ReactNode;
}) => (
  <Box
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 0.5,
      '& .edit-pencil': { opacity: 0, transition: 'opacity 0.15s' },
      '&:hover .edit-pencil, & .edit-pencil:focus-visible': { opacity: 1 },
    }}
  >
    <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    <IconButton className="edit-pencil" size="small" aria-label={label} onClick={onEdit}>
      <EditIcon fontSize="small" />
    </IconButton>
  </Box>
);

/**
 * Chromium (156 and later) can leave the focus on the dialog itself when a field asks for it
 * while the dialog fades in: once it has, a keyboard user lands in the first field, as
 * `autoFocus` meant.
 */
function focusFirstField(dialog: HTMLElement) {
  const paper = dialog.querySelector<HTMLElement>('[role="dialog"]');
  if (document.activeElement !== paper) return;
  dialog.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select')?.focus();
}

/**
 * A dialog with Cancel and Save whose Save stays disabled while `canSave` is false and while
 * `onSave` runs. `onSave` shows its own errors (and closes the dialog when it succeeds).
 */
export const FormDialog = ({
  open,
  title,
  canSave,
  onClose,
  onSave,
  saveLabel = 'app.common.save',
  children,
}: {
  open: boolean;
  title: string;
  canSave: boolean;
  onClose: () => void;
  onSave: () => Promise<void>;
  saveLabel?: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSave();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="form-dialog-title"
      slotProps={{ transition: { onEntered: focusFirstField } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave && !saving) void save();
        }}
      >
        <DialogTitle id="form-dialog-title">{translate(title, { _: title })}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>{children}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!canSave || saving}>
            {translate(saveLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

export type ValueKind = 'number' | 'text' | 'multiline';

/** Digits only: number fields accept numeric input only. */
export const digitsOnly = (text: string) => text.replace(/[^0-9]/g, '');

/**
 * Edits one value: numbers accept digits only; Save stays disabled while the value is empty
 * (the credit card edit dialog's rule).
 */
export const ValueDialog = ({
  open,
  title,
  label,
  kind,
  initial,
  helperText,
  onClose,
  onSave,
}: {
  open: boolean;
  title: string;
  label: string;
  kind: ValueKind;
  initial: string | number | null | undefined;
  helperText?: string;
  onClose: () => void;
  onSave: (value: string | number) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  useEffect(() => {
    if (open) setValue(initial === null || initial === undefined ? '' : String(initial));
  }, [open, initial]);
  const save = async () => {
    try {
      await onSave(kind === 'number' ? Number(value) : value.trim());
      onClose();
    } catch {
      // the caller has shown the error; the dialog stays open
    }
  };
  return (
    <FormDialog
      open={open}
      title={title}
      canSave={value.trim() !== ''}
      onClose={onClose}
      onSave={save}
    >
      <TextField
        autoFocus
        fullWidth
        label={translate(label)}
        value={value}
        multiline={kind === 'multiline'}
        minRows={kind === 'multiline' ? 3 : undefined}
        helperText={helperText}
        slotProps={{
          htmlInput: kind === 'number' ? { inputMode: 'numeric', pattern: '[0-9]*' } : {},
        }}
        onChange={(event) =>
          setValue(kind === 'number' ? digitsOnly(event.target.value) : event.target.value)
        }
      />
    </FormDialog>
  );
};
