import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { type Observable, throwError } from 'rxjs';
import { AppError } from '../../common/errors';
import { multipartError } from '../../common/filters/client-errors';
import { textProblem } from '../../common/input/unsafe-values';

/** The largest catalogue image accepted. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_FIELD = 'image_name';

/** The part of multer's file that the upload needs (held in memory, never written as sent). */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
  originalname: string;
  mimetype: string;
}

const Multer = FileInterceptor(IMAGE_FIELD, {
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
});

/**
 * Reads the multipart upload of s3-upload-file (one file in `image_name`, 2 MB at most, kept in
 * memory) and words multer's refusals for the admin.
 */
@Injectable()
export class ImageUploadInterceptor extends Multer {
  override async intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    // The file is read before next.handle() runs the route: check its name in between.
    const checked: CallHandler = {
      handle: () => {
        const file = context.switchToHttp().getRequest<Request>().file;
        const problem = file && textProblem('The file name', file.originalname);
        return problem ? throwError(() => problem) : next.handle();
      },
    };
    try {
      return await super.intercept(context, checked);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new AppError('IMAGE_TOO_LARGE');
      if (error instanceof BadRequestException && /unexpected (file )?field/i.test(error.message))
        throw new AppError('IMAGE_FIELD_MISSING', { field: IMAGE_FIELD });
      throw multipartError(error) ?? error;
    }
  }
}
