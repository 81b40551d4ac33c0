import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../api/http';
import type { AdminDataProvider, UploadJob } from '../dataProvider';

/** An upload's errors: '{n} Errors found', the rows' errors, and a download of the full list. */
export const UploadErrorsDialog = ({
  job,
  onClose,
}: {
  job: UploadJob | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const open = !!job && job.errorCount > 0;
  const download = async () => {
    if (!job) return;
    try {
      saveBlob(
        await dataProvider.uploadErrorsCsv(job.uploadId),
        `upload-${job.uploadId}-errors.csv`,
      );
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.common.error', { type: 'error' });
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="upload-errors-title"
    >
      <DialogTitle id="upload-errors-title">
        {translate('app.uploads.errors_found', { n: job?.errorCount ?? 0 })}
      </DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.uploads.row')}</TableCell>
              <TableCell>{translate('app.uploads.column')}</TableCell>
              <TableCell>{translate('app.uploads.value')}</TableCell>
              <TableCell>{translate('app.uploads.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(job?.errors ?? []).map((error, index) => (
              <TableRow key={index}>
                <TableCell>{error.row}</TableCell>
                <TableCell>{error.column ?? ''}</TableCell>
                <TableCell>{error.value ?? ''}</TableCell>
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void download()}>{translate('app.uploads.download_errors')}</Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
