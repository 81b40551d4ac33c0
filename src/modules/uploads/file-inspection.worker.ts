/*
 * An upload's inspection (file-inspection.ts), in a worker thread started by
 * inspectOffThread: it answers with the Inspection, or with the AppError that refuses the file.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../common/errors/app-error';
import { inspectUpload } from './file-inspection';
import type { InspectionAnswer, InspectionRequest } from './inspection-thread';

const { path, originalName, size, limits, maxRows } = workerData as InspectionRequest;
const answer = (message: InspectionAnswer) => parentPort!.postMessage(message);
inspectUpload(path, originalName, size, limits, maxRows).then(
  (inspection) => answer({ inspection }),
  (err: Error) =>
    answer(
      err instanceof AppError
        ? { refusal: { code: err.code, params: err.params } }
        : { failure: err.message },
    ),
);
