import { useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../common/errors';
import type { UploadJob } from '../dataProvider';
import { UploadErrorsDialog } from '../uploads/UploadErrorsDialog';
import { isSpreadsheet, SPREADSHEET_TYPES } from '../uploads/UploadPage';
import { percentDone, useUploadJob } from '../uploads/useUploadJob';

/** The credit cards' bulk-upload results, Created and Updated, then the numbered UUIDs. */
export const BulkResultsDialog = ({
  job,
  onClose,
}: {
  job: UploadJob | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={!!job} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-title">
      <DialogTitle id="bulk-title">{translate('app.cards.bulk_title')}</DialogTitle>
      <DialogContent>
        <Typography>
          {translate('app.cards.bulk_created')}: <strong>{job?.created ?? 0}</strong>
        </Typography>
        <Typography gutterBottom>
          {translate('app.cards.bulk_updated')}: <strong>{job?.updated ?? 0}</strong>
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {translate('app.cards.bulk_uuids')}
        </Typography>
        <ol className="bulk-uuids">
          {(job?.uuids ?? []).map((uuid) => (
            <li key={uuid}>{uuid}</li>
          ))}
        </ol>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Bulk upload of cards (POST /api/upload-credit-cards-file), followed to its results. */
export const BulkUploadButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const { start, job, running } = useUploadJob('credit-cards');
  const [results, setResults] = useState<UploadJob | null>(null);
  const [errors, setErrors] = useState<UploadJob | null>(null);

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return notify('app.uploads.no_file', { type: 'error' });
    if (!isSpreadsheet(file.name)) return notify('app.uploads.invalid_type', { type: 'error' });
    try {
      const done = await start(file);
      if (done.status === 'failed')
        return notify(done.failureReason || 'app.common.error', { type: 'error' });
      notify('app.uploads.rows_loaded', { type: 'success', messageArgs: { n: done.rowsUpdated } });
      setResults(done);
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  return (
    <>
      <Button component="label" size="small" startIcon={<UploadFileIcon />} disabled={running}>
        {translate('app.cards.bulk_upload')}
        <input
          ref={input}
          hidden
          type="file"
          aria-label={translate('app.cards.bulk_upload')}
          accept={SPREADSHEET_TYPES.join(',')}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </Button>
      {running && (
        <LinearProgress
          sx={{ width: 120 }}
          variant={percentDone(job) === undefined ? 'indeterminate' : 'determinate'}
          value={percentDone(job)}
          aria-label={translate('app.uploads.progress')}
        />
      )}
      <BulkResultsDialog
        job={results}
        onClose={() => {
          if (results && results.errorCount > 0) setErrors(results);
          setResults(null);
        }}
      />
      <UploadErrorsDialog job={errors} onClose={() => setErrors(null)} />
    </>
  );
};
