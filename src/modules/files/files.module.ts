import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { storageConfig, type StorageConfig } from '../../config/storage.config';
import { AuditModule } from '../audit/audit.module';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { IMAGE_EXTENSIONS } from './image-type';
import { FILE_STORAGE, type FileStorage, PUBLIC_URL_PATH } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-file-storage';
import { S3FileStorage } from './storage/s3-file-storage';

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
      inject: [storageConfig.KEY],
      useFactory: (storage: StorageConfig): FileStorage =>
        storage.driver === 's3'
          ? new S3FileStorage(storage.s3)
          : new LocalFileStorage(storage.uploadDir),
    },
  ],
})
export class FilesModule implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /**
   * Serves the local images at /uploads (outside the /api prefix; the router prefers this route
   * to the consumer app's catch-all). Runs during app.init(), before the server is ready. Only
   * image files the upload wrote are served, never as anything but an image.
   */
  onModuleInit(): void {
    // A worker process (PROCESS_ROLE=worker) has no HTTP server to serve them from.
    if (!(this.storage instanceof LocalFileStorage) || !this.adapterHost.httpAdapter) return;
    const root = this.storage.root;
    void this.adapterHost.httpAdapter.getInstance<FastifyInstance>().register(async (scope) => {
      await scope.register(fastifyStatic, { root, serve: false });
      scope.get(`${PUBLIC_URL_PATH}/*`, (req, reply) => {
        const path = req.url.split('?')[0].slice(PUBLIC_URL_PATH.length);
        if (!servable.test(path)) return reply.callNotFound();
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
        return reply.sendFile(path.slice(1), root, {
          immutable: true,
          maxAge: '365d',
          dotfiles: 'deny',
        });
      });
    });
  }

  onModuleDestroy(): void {
    if (this.storage instanceof S3FileStorage) this.storage.destroy();
  }
}
