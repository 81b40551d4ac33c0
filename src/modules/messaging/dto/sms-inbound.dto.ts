import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { rule } from '../../../common/errors';

/** A consumer's reply to one of our texts, as the SMS gateway forwards it. */
export class SmsInboundDto {
  @ApiProperty({ example: '919876543210', description: 'The sender: 10 digits, or 91 and 10' })
  @IsString(rule('MOBILE_INVALID'))
  @Matches(/^(?:\+?91)?[6-9]\d{9}$/, rule('MOBILE_INVALID'))
  mobile!: string;

  @ApiProperty({ example: 'STOP' })
  @IsString(rule('FIELD_TEXT', { field: 'text' }))
  @MaxLength(500, rule('FIELD_TEXT', { field: 'text' }))
  text!: string;
}
