import { TICKET_CATEGORIES, TICKET_STATUSES } from '@marketplace/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, IdFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const messageRule = rule('TICKET_MESSAGE_INVALID');
const categoryRule = rule('OPTION_INVALID', { field: 'category' });

/** A message of a thread: 3 to 4,000 characters once trimmed. */
export class TicketMessageDto {
  @ApiProperty({ example: 'The export button does nothing on my phone.' })
  @Transform(trim)
  @IsString(messageRule)
  @MinLength(3, messageRule)
  @MaxLength(4000, messageRule)
  message!: string;
}

/** POST /api/partner/tickets */
export class CreateTicketDto extends TicketMessageDto {
  @ApiProperty({ enum: TICKET_CATEGORIES })
  @IsIn([...TICKET_CATEGORIES], categoryRule)
  category!: (typeof TICKET_CATEGORIES)[number];

  @ApiProperty({ example: 'Export does not download' })
  @Transform(trim)
  @IsString(rule('TICKET_SUBJECT_INVALID'))
  @MinLength(3, rule('TICKET_SUBJECT_INVALID'))
  @MaxLength(150, rule('TICKET_SUBJECT_INVALID'))
  subject!: string;
}

/** GET /api/partner/tickets?category= */
export class PartnerTicketsQuery {
  @IsOptional()
  @IsIn([...TICKET_CATEGORIES], categoryRule)
  category?: (typeof TICKET_CATEGORIES)[number];
}

/** The back office's ticket list: by status, category, partner, or a search of the subject. */
export class TicketListFilter extends BaseListFilter {
  @IsOptional()
  @IsIn([...TICKET_STATUSES], rule('OPTION_INVALID', { field: 'filter status' }))
  status?: string;

  @IsOptional()
  @IsIn([...TICKET_CATEGORIES], rule('OPTION_INVALID', { field: 'filter category' }))
  category?: string;

  @IdFilter('partner_id')
  partner_id?: number;
}

export const TICKET_LIST: ListSpec<TicketListFilter> = {
  filter: TicketListFilter,
  sortable: {
    id: 'ticket.id',
    status: 'ticket.status',
    created_at: 'ticket.createdAt',
    updated_at: 'ticket.updatedAt',
  },
  defaultSort: ['updated_at', 'DESC'],
};
