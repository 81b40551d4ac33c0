import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { consentGiven } from '../consent/consent.repository';
import type { SmsTemplateListFilter } from './dto/sms-template.dto';
import { SmsTemplate } from './sms-template.entity';

/** The SQL of the SMS templates: an edit's in the ambient transaction (`txHost.tx`). */
@Injectable()
export class SmsTemplatesRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  page(query: ListQuery<SmsTemplateListFilter>): Promise<[SmsTemplate[], number]> {
    const { filter } = query;
    const qb = this.manager.createQueryBuilder(SmsTemplate, 't');
    if (filter.id)
      qb.andWhere(filter.id.length ? 't.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q) qb.andWhere(`t.name ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    if (filter.active !== undefined)
      qb.andWhere('t.active = :active', { active: filter.active === 1 });
    if (filter.kind) qb.andWhere('t.kind = :kind', { kind: filter.kind });
    return pageOf(qb, query, 't.id');
  }

  find(id: number): Promise<SmsTemplate | null> {
    return this.manager.findOne(SmsTemplate, { where: { id } });
  }

  /** The template, locked until the transaction ends (an edit reads, then writes). */
  lock(id: number): Promise<SmsTemplate | null> {
    return this.txHost.tx.findOne(SmsTemplate, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async nameTaken(name: string, exceptId: number | null): Promise<boolean> {
    const [row] = await this.txHost.tx.query<unknown[]>(
      'SELECT 1 FROM sms_templates WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2',
      [name, exceptId],
    );
    return row !== undefined;
  }

  /**
   * Whether a campaign would text `mobile` (the campaign's skip reasons): a live consumer's
   * number, not marked do-not-contact, SMS on, its SMS consent given and not withdrawn.
   */
  async smsAllowed(mobile: string): Promise<boolean> {
    const [row] = await this.manager.query<unknown[]>(
      `SELECT 1 FROM users u
        WHERE u.phone_number = $1 AND u.deleted_at IS NULL AND u.do_not_contact_at IS NULL
          AND u.allow_sms <> 0 AND ${consentGiven('u.id', 'sms')} IS TRUE
        LIMIT 1`,
      [mobile],
    );
    return row !== undefined;
  }

  /** Whether a campaign of the template is still sending (or waiting to). */
  async inUse(id: number): Promise<boolean> {
    const [row] = await this.txHost.tx.query<unknown[]>(
      `SELECT 1 FROM sms_campaigns WHERE template_id = $1 AND status IN ('running','waiting')
        LIMIT 1`,
      [id],
    );
    return row !== undefined;
  }

  save(template: SmsTemplate): Promise<SmsTemplate> {
    return this.txHost.tx.save(SmsTemplate, template);
  }

  create(values: Partial<SmsTemplate>): SmsTemplate {
    return this.manager.create(SmsTemplate, values);
  }
}
