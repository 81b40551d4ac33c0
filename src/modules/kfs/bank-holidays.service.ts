import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { Transactional, type TxHost } from '../../database/transactional';
import { AuditService } from '../audit/audit.service';
import type { BankHoliday } from './bank-holiday.entity';
import { BankHolidaysRepository } from './bank-holidays.repository';
import type { BankHolidayListFilter, CreateBankHolidayDto } from './dto/bank-holiday.dto';

const ENTITY = 'bank_holidays';

/** A holiday as the back office shows it; react-admin needs an `id`: the day itself. */
export interface BankHolidayView {
  id: string;
  day: string;
  name: string;
}

const toView = (h: BankHoliday): BankHolidayView => ({ id: h.day, day: h.day, name: h.name });

/**
 * The bank holiday calendar (role 1, on the lenders page's access): the days a KFS's validity
 * of 3 working days skips. A change holds for the KFS issued after it; one already issued keeps
 * the validity it states. Every write is audited in its own transaction.
 */
@Injectable()
export class BankHolidaysService {
  constructor(
    private readonly holidays: BankHolidaysRepository,
    private readonly audit: AuditService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async list(query: ListQuery<BankHolidayListFilter>): Promise<RestPage<BankHolidayView>> {
    const [rows, total] = await this.holidays.page(query);
    return new RestPage('bank-holidays', rows.map(toView), query.start, total);
  }

  async get(day: string): Promise<BankHolidayView> {
    const holiday = await this.holidays.find(day);
    if (!holiday) throw new AppError('BANK_HOLIDAY_NOT_FOUND');
    return toView(holiday);
  }

  @Transactional()
  async create(
    principal: AdminPrincipal,
    { day, name }: CreateBankHolidayDto,
  ): Promise<BankHolidayView> {
    if (!(await this.holidays.insert(day, name)))
      throw new AppError('BANK_HOLIDAY_EXISTS', { day });
    const view: BankHolidayView = { id: day, day, name };
    await this.audit.record(principal, {
      action: 'create',
      entity: ENTITY,
      entityId: day,
      newValue: view,
    });
    return view;
  }

  @Transactional()
  async remove(principal: AdminPrincipal, day: string): Promise<BankHolidayView> {
    const holiday = await this.holidays.find(day, true);
    if (!holiday) throw new AppError('BANK_HOLIDAY_NOT_FOUND');
    const view = toView(holiday);
    await this.holidays.remove(day);
    await this.audit.record(principal, {
      action: 'delete',
      entity: ENTITY,
      entityId: day,
      oldValue: view,
    });
    return view;
  }
}
