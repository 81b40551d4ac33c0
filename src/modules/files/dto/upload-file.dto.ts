import { type ApiBodyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The text part of s3-upload-file: `path` names what the image is for ('Gold card - logo'). */
export class UploadFileDto {
  @ApiPropertyOptional({ example: 'Gold Rewards - logo' })
  @IsOptional()
  @IsString({ message: 'path must be a text' })
  @MaxLength(200, { message: 'path must be at most 200 characters' })
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
