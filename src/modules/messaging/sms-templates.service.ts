import { Inject, Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { SmsTemplateView } from '@marketplace/contracts';
import type { AdminPrincipal } from '../../common/auth/principal';
import { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { Transactional, type TxHost } from '../../database/transactional';
import { AuditService } from '../audit/audit.service';
import { SMS_SENDER, SmsDeliveryError, type SmsSender } from '../sms/sms-sender';
import type {
  SmsTemplateDto,
  SmsTemplateListFilter,
  SmsTestDto,
  SmsValuesDto,
} from './dto/sms-template.dto';
import type { SmsTemplate } from './sms-template.entity';
import {
  checkOptOut,
  checkTemplateVariables,
  renderSms,
  variableTexts,
} from './sms-template-rules';
import { inSendingHours } from './sms-campaigns.service';
import { SmsTemplatesRepository } from './sms-templates.repository';

const view = (t: SmsTemplate): SmsTemplateView => ({
  id: t.id,
  name: t.name,
  dltTemplateId: t.dltTemplateId,
  dltTemplateIdHi: t.dltTemplateIdHi,
  header: t.header,
  bodyEn: t.bodyEn,
  bodyHi: t.bodyHi,
  variables: t.variables,
  kind: t.kind,
  active: t.active,
  updatedAt: t.updatedAt.toISOString(),
});

/** The DLT id of the template's text in a language; null when that text is not registered. */
export const dltIdFor = (t: SmsTemplate, language: 'en' | 'hi'): string | null =>
  language === 'hi' ? t.dltTemplateIdHi : t.dltTemplateId;

const AUDITED = [
  'name',
  'dltTemplateId',
  'dltTemplateIdHi',
  'header',
  'bodyEn',
  'bodyHi',
  'variables',
  'kind',
  'active',
];

/**
 * Messaging (role 1): the DLT-registered SMS templates, their preview in English and
 * Hindi, and a test text to one mobile. Every change is in the audit trail.
 */
@Injectable()
export class SmsTemplatesService {
  constructor(
    @InjectTransactionHost() readonly txHost: TxHost,
    private readonly templates: SmsTemplatesRepository,
    private readonly audit: AuditService,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    private readonly clock: Clock,
  ) {}

  async list(query: ListQuery<SmsTemplateListFilter>): Promise<RestPage<SmsTemplateView>> {
    const [rows, total] = await this.templates.page(query);
    return new RestPage('sms-templates', rows.map(view), query.start, total);
  }

  async get(id: number): Promise<SmsTemplateView> {
    return view(await this.template(id));
  }

  @Transactional()
  async create(admin: AdminPrincipal, dto: SmsTemplateDto): Promise<SmsTemplateView> {
    checkTemplateVariables(dto.bodyEn, dto.bodyHi, dto.variables);
    checkOptOut(dto.kind ?? 'service', dto.bodyEn, dto.bodyHi);
    if (await this.templates.nameTaken(dto.name, null))
      throw new AppError('SMS_TEMPLATE_NAME_TAKEN');
    const row = await this.templates.save(
      this.templates.create({
        ...dto,
        dltTemplateIdHi: dto.dltTemplateIdHi || null,
        variables: plain(dto.variables),
        kind: dto.kind ?? 'service',
        active: dto.active ?? true,
      }),
    );
    await this.audit.record(admin, {
      action: 'create',
      entity: 'sms_templates',
      entityId: row.id,
      newValue: view(row),
    });
    return view(row);
  }

  @Transactional()
  async update(admin: AdminPrincipal, id: number, dto: SmsTemplateDto): Promise<SmsTemplateView> {
    checkTemplateVariables(dto.bodyEn, dto.bodyHi, dto.variables);
    const row = await this.templates.lock(id);
    if (!row) throw new AppError('SMS_TEMPLATE_NOT_FOUND');
    if (await this.templates.nameTaken(dto.name, id)) throw new AppError('SMS_TEMPLATE_NAME_TAKEN');
    // A campaign sends the text it was started with.
    if (await this.templates.inUse(id)) throw new AppError('SMS_TEMPLATE_IN_USE');
    checkOptOut(dto.kind ?? row.kind, dto.bodyEn, dto.bodyHi);
    const before = view(row);
    Object.assign(row, {
      ...dto,
      dltTemplateIdHi: dto.dltTemplateIdHi || null,
      kind: dto.kind ?? row.kind,
      variables: plain(dto.variables),
      active: dto.active ?? row.active,
    });
    const after = view(await this.templates.save(row));
    await this.audit.recordUpdates(
      admin,
      { entity: 'sms_templates', entityId: id },
      before,
      after,
      AUDITED,
    );
    return after;
  }

  /** The template filled in, in both languages, with the values given. */
  async preview(id: number, dto: SmsValuesDto) {
    const t = await this.template(id);
    const texts = variableTexts(t.variables, dto.values ?? {}, dto.firstName ?? null);
    return { en: renderSms(t.bodyEn, texts), hi: renderSms(t.bodyHi, texts) };
  }

  /**
   * One text to one mobile through the SMS provider, as a campaign would send it: in sending
   * hours, and only to a consumer who agreed to SMS (TRAI's rules do not stop at a test).
   */
  async test(admin: AdminPrincipal, id: number, dto: SmsTestDto) {
    const t = await this.template(id);
    if (!t.active) throw new AppError('SMS_TEMPLATE_INACTIVE');
    if (!inSendingHours(this.clock.now())) throw new AppError('SMS_OUTSIDE_HOURS');
    if (!(await this.templates.smsAllowed(dto.mobile))) throw new AppError('SMS_NO_CONSENT');
    const dltTemplateId = dltIdFor(t, dto.language);
    if (!dltTemplateId) throw new AppError('SMS_DLT_ID_MISSING');
    const values = variableTexts(t.variables, dto.values ?? {}, dto.firstName ?? null);
    const text = renderSms(dto.language === 'hi' ? t.bodyHi : t.bodyEn, values);
    try {
      await this.sms.sendTemplate(dto.mobile, {
        dltTemplateId,
        header: t.header,
        values,
        text,
      });
    } catch (err) {
      if (err instanceof SmsDeliveryError) throw new AppError('SMS_TEST_FAILED');
      throw err;
    }
    await this.audit.record(admin, {
      action: 'test_send',
      entity: 'sms_templates',
      entityId: id,
      newValue: { language: dto.language },
    });
    return { sent: true, text };
  }

  private async template(id: number): Promise<SmsTemplate> {
    const t = await this.templates.find(id);
    if (!t) throw new AppError('SMS_TEMPLATE_NOT_FOUND');
    return t;
  }
}

/** The variables as stored: name and type only. */
const plain = (variables: SmsTemplateDto['variables']) =>
  variables.map(({ name, type }) => ({ name, type }));
