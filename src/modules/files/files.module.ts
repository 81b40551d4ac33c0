import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express, { type NextFunction, type Request, type Response } from 'express';
import { appConfig } from '../../config/app.config';
import { storageConfig, type StorageConfig } from '../../config/storage.config';
import { AuditModule } from '../audit/audit.module';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { IMAGE_EXTENSIONS } from './image-type';
import { FILE_STORAGE, type FileStorage, PUBLIC_URL_PATH } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-file-storage';
import { S3FileStorage } from './storage/s3-file-storage';

type AppConfig = ReturnType<typeof appConfig>;

const servable = new RegExp(`^/[A-Za-z0-9/_-]+\\.(${IMAGE_EXTENSIONS.join('|')})$`);

/**
 * Image uploads: stored on local disk (UPLOAD_DIR/public, served here at /uploads) or in an S3
 * bucket (STORAGE_DRIVER=s3), chosen once at start.
 */
@Module({
  imports: [AuditModule],
  controllers: [FilesController],
  providers: [
    FilesService,
    {
      provide: FILE_STORAGE,
      inject: [storageConfig.KEY, appConfig.KEY],
      useFactory: (storage: StorageConfig, app: AppConfig): FileStorage =>
        storage.driver === 's3'
          ? new S3FileStorage(storage.s3)
          : new LocalFileStorage(storage.uploadDir, app.publicBaseUrl),
    },
  ],
})
export class FilesModule implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /**
   * Serves the local images at /uploads (outside the /api prefix; the SPA fallback leaves the
   * path alone). Runs during app.init(), after the routes and before Nest's 404 handler. Only
   * image files the upload wrote are served, never as anything but an image.
   */
  onModuleInit(): void {
    // A worker process (PROCESS_ROLE=worker) has no HTTP server to serve them from.
    if (!(this.storage instanceof LocalFileStorage) || !this.adapterHost.httpAdapter) return;
    const files = express.static(this.storage.root, {
      index: false,
      redirect: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    });
    const onlyImages = (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !servable.test(req.path))
        return next();
      return files(req, res, next);
    };
    this.adapterHost.httpAdapter.use(PUBLIC_URL_PATH, onlyImages);
  }

  onModuleDestroy(): void {
    if (this.storage instanceof S3FileStorage) this.storage.destroy();
  }
}
