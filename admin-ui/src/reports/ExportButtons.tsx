import { useState } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { apiDownload, saveBlob, type DownloadProgress } from '../api/http';
import { errorMessage } from '../common/errors';

/**
 * CSV and .xlsx exports of the whole filtered report (not only the page shown), streamed by the
 * server; while one downloads, a bar shows its progress (rows of the total for a CSV, megabytes
 * for a workbook) and both buttons wait.
 */
export const ExportButtons = ({ report }: { report: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const download = async (format: 'csv' | 'xlsx') => {
    setProgress({ bytes: 0, rows: null, total: null });
    try {
      const query = new URLSearchParams({ format, filter: JSON.stringify(filterValues ?? {}) });
      const { blob, fileName } = await apiDownload(
        `/admin/reports/${report}/export?${query}`,
        setProgress,
      );
      saveBlob(blob, fileName ?? `${report}.${format}`);
      notify('app.reports.export.done', { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const percent =
    progress && progress.rows !== null && progress.total
      ? Math.min(100, (progress.rows / progress.total) * 100)
      : null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          startIcon={<DownloadIcon />}
          disabled={progress !== null}
          onClick={() => void download(format)}
        >
          {translate(`app.reports.export.${format}`)}
        </Button>
      ))}
      {progress ? (
        <Box sx={{ minWidth: 160 }} role="status" aria-live="polite">
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={translate('app.reports.export.progress_label')}
          />
          <Typography variant="caption">
            {progress.rows !== null && progress.total !== null
              ? translate('app.reports.export.rows', {
                  rows: progress.rows.toLocaleString('en-IN'),
                  total: progress.total.toLocaleString('en-IN'),
                })
              : translate('app.reports.export.megabytes', {
                  mb: (progress.bytes / 1_000_000).toFixed(1),
                })}
          </Typography>
        </Box>
      ) : null}
    </Stack>
  );
};
