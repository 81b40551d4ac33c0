import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { AuditService } from '../audit/audit.service';
import type { UploadFileDto } from './dto/upload-file.dto';
import { sniffImageType } from './image-type';
import type { UploadedImage } from './image-upload.interceptor';
import { FILE_STORAGE, type FileStorage } from './storage/file-storage';

/** 'Gold Rewards - logo' → 'gold-rewards-logo': a readable part of the file name, nothing more. */
function slug(text: string | undefined): string {
  const s = (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return s || 'image';
}

/** s3-upload-file: catalogue images (card thumbnails, logos) for the public pages. */
@Injectable()
export class FilesService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly audit: AuditService,
  ) {}

  /**
   * Stores an image whose bytes are PNG, JPEG, WebP or GIF (the sent name and type are not
   * trusted), under a name the server makes, and answers its public URL.
   */
  async uploadImage(
    principal: AdminPrincipal,
    file: UploadedImage | undefined,
    dto: UploadFileDto,
  ): Promise<string> {
    if (!file || !file.size) throw new AppError('IMAGE_MISSING');
    const type = sniffImageType(file.buffer);
    if (!type) throw new AppError('IMAGE_TYPE_INVALID');
    const key = `images/${slug(dto.path)}-${randomBytes(12).toString('hex')}.${type.ext}`;
    const url = await this.storage.put(key, file.buffer, type.mime);
    await this.audit.record(principal, {
      action: 'upload',
      entity: 'files',
      entityId: key,
      newValue: { url, type: type.mime, bytes: file.size, path: dto.path ?? null },
    });
    return url;
  }
}
