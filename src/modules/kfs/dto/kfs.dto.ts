import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, Matches } from 'class-validator';
import type { KfsLanguage } from '@marketplace/contracts';
import { rule } from '../../../common/errors';

/** Asking for the KFS of one offer of the application, in the consumer's language. */
export class IssueKfsDto {
  @ApiProperty({ description: "The lender's URL key", example: 'cashe' })
  @Matches(/^[a-z0-9-]{1,60}$/, rule('LENDER_KEY_INVALID'))
  lender!: string;

  @ApiProperty({ enum: ['en', 'hi'] })
  @IsIn(['en', 'hi'], rule('KFS_LANGUAGE_INVALID'))
  language!: KfsLanguage;

  @ApiPropertyOptional({ description: 'Default: the application in progress' })
  @IsOptional()
  @IsUUID('all', rule('APPLICATION_NOT_FOUND'))
  appId?: string;
}

export class KfsIdDto {
  @ApiProperty()
  @IsUUID('all', rule('KFS_NOT_FOUND'))
  id!: string;
}
