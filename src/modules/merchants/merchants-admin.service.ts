import type { MerchantAdminView } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { conflictOnUnique } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import { recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import {
  MERCHANT_CREATE_FIELDS,
  MERCHANT_EDITABLE,
  MERCHANT_READ_ONLY,
  MerchantRules,
  type MerchantListFilter,
} from './dto/merchants-admin.dto';
import { applyMerchantValues, toMerchantAdminView } from './merchant-admin.view';
import type { Merchant } from './merchant.entity';
import { MerchantsRepository } from './merchants.repository';
import { PartnersRepository } from '../partners/partners.repository';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

const ENTITY = 'merchants';
const CODE_TAKEN = ['UQ_merchants_partner_id_code', 'MERCHANT_CODE_TAKEN', undefined] as const;

/** Merchant management (the back office's /admin/merchant-management): a partner's outlets. */
@Injectable()
export class MerchantsAdminService {
  constructor(
    private readonly merchants: MerchantsRepository,
    private readonly partners: PartnersRepository,
    private readonly audit: AuditService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async list(query: ListQuery<MerchantListFilter>): Promise<RestPage<MerchantAdminView>> {
    const [rows, total] = await this.merchants.page(query);
    return new RestPage('merchants', rows.map(toMerchantAdminView), query.start, total);
  }

  async get(id: number): Promise<MerchantAdminView> {
    return toMerchantAdminView(await this.find(id));
  }

  /** POST /api/admin/merchants: partner, name and code are required. */
  create(principal: AdminPrincipal, body: unknown): Promise<MerchantAdminView> {
    const values = recordChanges(MerchantRules, MERCHANT_CREATE_FIELDS, body, { readOnly: [] });
    if (values.partner_id === undefined) throw new AppError('PARTNER_ID_REQUIRED');
    if (values.name === undefined) throw new AppError('MERCHANT_NAME_REQUIRED');
    if (values.code === undefined) throw new AppError('MERCHANT_CODE_INVALID');
    return conflictOnUnique(...CODE_TAKEN, () =>
      this.txHost.withTransaction(async () => {
        if (!(await this.partners.findById(values.partner_id!)))
          throw new AppError('PARTNER_NOT_FOUND');
        const merchant = this.merchants.build();
        applyMerchantValues(merchant, values);
        const view = toMerchantAdminView(await this.merchants.save(merchant));
        await this.audit.record(principal, {
          action: 'create',
          entity: ENTITY,
          entityId: view.id,
          newValue: view,
        });
        return view;
      }),
    );
  }

  /** PUT /api/admin/merchants/:id; `status: 0` disables the merchant (and its logins' access). */
  update(principal: AdminPrincipal, id: number, body: unknown): Promise<MerchantAdminView> {
    const values = recordChanges(MerchantRules, MERCHANT_EDITABLE, body, {
      readOnly: MERCHANT_READ_ONLY,
      id,
    });
    return conflictOnUnique(...CODE_TAKEN, () =>
      this.txHost.withTransaction(async () => {
        const merchant = await this.find(id, true);
        const before = toMerchantAdminView(merchant);
        applyMerchantValues(merchant, values);
        const after = toMerchantAdminView(await this.merchants.save(merchant));
        await this.audit.recordUpdates(
          principal,
          { entity: ENTITY, entityId: id },
          before,
          after,
          Object.keys(values),
        );
        return after;
      }),
    );
  }

  private async find(id: number, lock = false): Promise<Merchant> {
    const merchant = await this.merchants.findById(id, lock);
    if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
    return merchant;
  }
}
