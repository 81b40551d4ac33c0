import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { Upload } from '../../common/input/multipart';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { UPLOAD_FILE_BODY, UploadFileDto } from './dto/upload-file.dto';
import { FilesService } from './files.service';
import { ImageUploadInterceptor, type UploadedImage } from './image-upload.interceptor';

/** s3-upload-file: the credit-card thumbnail dialog's upload. */
@ApiTags('admin: files')
@AdminPage('credit-cards')
@Controller()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Post('s3-upload-file')
  @HttpCode(200)
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_FILE_BODY)
  upload(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Upload() file: UploadedImage | undefined,
    @Body() dto: UploadFileDto,
  ) {
    return this.files.uploadImage(admin, file, dto).then((file) => ({ file }));
  }
}
