import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider, UploadJob, UploadKind } from '../dataProvider';

const POLL_MS = 1000;

/**
 * Sends a spreadsheet to the uploads pipeline and follows its job (GET /api/uploads/{id}) until it
 * completes or fails; `job` carries the progress for the bar while it runs.
 */
export function useUploadJob(kind: UploadKind) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [job, setJob] = useState<UploadJob | null>(null);
  const [running, setRunning] = useState(false);
  const alive = useRef(true);
  // Set on every mount: StrictMode (and a remount) runs the cleanup and then the effect again.
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const start = useCallback(
    async (file: File): Promise<UploadJob> => {
      setRunning(true);
      setJob(null);
      try {
        let current = await dataProvider.uploadSpreadsheet(kind, file);
        setJob(current);
        while (alive.current && (current.status === 'queued' || current.status === 'processing')) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          current = { ...current, ...(await dataProvider.getUpload(current.uploadId)) };
          if (alive.current) setJob(current);
        }
        return current;
      } finally {
        if (alive.current) setRunning(false);
      }
    },
    [dataProvider, kind],
  );

  return { start, job, running, reset: () => setJob(null) };
}

/** Percent done for a determinate bar, or undefined while the total is unknown. */
export function percentDone(job: UploadJob | null): number | undefined {
  const total = job?.progress?.total;
  if (!job?.progress || !total) return undefined;
  return Math.min(100, Math.round((job.progress.done / total) * 100));
}
