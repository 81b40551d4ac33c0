import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors';
import { readUpload } from '../../common/input/multipart';

/** The largest catalogue image accepted. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_FIELD = 'image_name';

/** The uploaded image (held in memory, never written as sent). */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
  originalname: string;
  mimetype: string;
}

/**
 * Reads the multipart upload of s3-upload-file (one file in `image_name`, 2 MB at most, kept in
 * memory) and words the refusals for the admin.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler) {
    await readUpload<UploadedImage>(
      context.switchToHttp().getRequest<FastifyRequest>(),
      IMAGE_FIELD,
      MAX_IMAGE_BYTES,
      {
        keep: async (part) => {
          const buffer = await part.toBuffer();
          return {
            buffer,
            size: buffer.length,
            originalname: part.filename,
            mimetype: part.mimetype,
          };
        },
        discard: async () => undefined,
      },
      {
        tooLarge: () => new AppError('IMAGE_TOO_LARGE'),
        wrongField: () => new AppError('IMAGE_FIELD_MISSING', { field: IMAGE_FIELD }),
        unreadable: (detail) => new AppError('UPLOAD_UNREADABLE', { detail }),
      },
    );
    return next.handle();
  }
}
