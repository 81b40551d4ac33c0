import { type ApiBodyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { rule } from '../../../common/errors';

/** The text part of s3-upload-file: `path` names what the image is for ('Gold card - logo'). */
export class UploadFileDto {
  @ApiPropertyOptional({ example: 'Gold Rewards - logo' })
  @IsOptional()
  @IsString(rule('FIELD_TEXT', { field: 'path' }))
  @MaxLength(200, rule('FIELD_MAX_LENGTH', { field: 'path', max: 200 }))
  path?: string;
}

/** The OpenAPI body of s3-upload-file: the file part is read by ImageUploadInterceptor. */
export const UPLOAD_FILE_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['image_name'],
    properties: {
      image_name: { type: 'string', format: 'binary' },
      path: { type: 'string', example: 'Gold Rewards - logo' },
    },
  },
};
