import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../api/http';
import type { AdminDataProvider, UploadJob, UploadKind } from '../dataProvider';
import { errorMessage as errorText } from '../common/errors';
import { UploadErrorsDialog } from './UploadErrorsDialog';
import { percentDone, useUploadJob } from './useUploadJob';

/** The spreadsheet types the uploads accept. */
export const SPREADSHEET_TYPES = ['.xlsx', '.xls', '.csv'];
export const isSpreadsheet = (name: string) =>
  SPREADSHEET_TYPES.some((ext) => name.toLowerCase().endsWith(ext));

/**
 * One spreadsheet upload screen (Application Status File, MIS Upload, Commission Upload File):
 * choose a file (upload disabled until then), a progress bar while the job runs, then
 * '{n} rows loaded successfully' and, with errors, the '{n} Errors found' dialog.
 */
export const UploadPage = ({ kind, title }: { kind: UploadKind; title: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [result, setResult] = useState<UploadJob | null>(null);
  const [errorsOpen, setErrorsOpen] = useState(false);
  const { start, job, running } = useUploadJob(kind);

  const choose = (chosen: File | null) => {
    setResult(null);
    setInvalid(!!chosen && !isSpreadsheet(chosen.name));
    setFile(chosen && isSpreadsheet(chosen.name) ? chosen : null);
  };

  const upload = async () => {
    if (!file) return;
    try {
      const done = await start(file);
      if (done.status === 'failed') {
        notify(done.failureReason || 'app.common.error', { type: 'error' });
        return;
      }
      setResult(done);
      if (done.duplicate) notify('app.uploads.duplicate', { type: 'info' });
      notify('app.uploads.rows_loaded', { type: 'success', messageArgs: { n: done.rowsUpdated } });
      if (done.errorCount > 0) setErrorsOpen(true);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };

  const template = async () => {
    try {
      saveBlob(await dataProvider.uploadTemplate(kind), `${kind}-template.csv`);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Box>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={running}
            >
              {translate('app.uploads.choose_file')}
              <input
                ref={input}
                hidden
                type="file"
                name="image_name"
                aria-label={translate('app.uploads.file')}
                accept={SPREADSHEET_TYPES.join(',')}
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" sx={{ mt: 1 }} color={invalid ? 'error' : 'text.secondary'}>
              {invalid
                ? translate('app.uploads.invalid_type')
                : file
                  ? file.name
                  : translate('app.uploads.no_file')}
            </Typography>
          </Box>
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              size="large"
              disabled={!file || running}
              onClick={() => void upload()}
            >
              {translate('app.uploads.upload')}
            </Button>
            <Button onClick={() => void template()}>{translate('app.uploads.template')}</Button>
          </Stack>
          {running && (
            <Box>
              <LinearProgress
                variant={percentDone(job) === undefined ? 'indeterminate' : 'determinate'}
                value={percentDone(job)}
                aria-label={translate('app.uploads.progress')}
              />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate('app.uploads.processing', {
                  done: job?.progress?.done ?? 0,
                  total: job?.progress?.total ?? '…',
                })}
              </Typography>
            </Box>
          )}
          {result && (
            <Alert
              severity={result.errorCount > 0 ? 'warning' : 'success'}
              className="upload-result"
            >
              {translate('app.uploads.rows_loaded', { n: result.rowsUpdated })}
              {result.errorCount > 0 && (
                <>
                  {' — '}
                  <Button size="small" onClick={() => setErrorsOpen(true)}>
                    {translate('app.uploads.errors_found', { n: result.errorCount })}
                  </Button>
                </>
              )}
            </Alert>
          )}
        </Stack>
      </CardContent>
      <UploadErrorsDialog job={errorsOpen ? result : null} onClose={() => setErrorsOpen(false)} />
    </Card>
  );
};
