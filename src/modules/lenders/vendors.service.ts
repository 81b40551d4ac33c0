import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { LoanProductCode } from '@marketplace/contracts';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { ApprovalsService } from '../approvals/approvals.service';
import { AuditService } from '../audit/audit.service';
import type { VendorProductsDto, VendorStatusDto } from './dto/vendors.dto';
import { servedProducts, setServedProducts } from './lender-products';
import type { Lender } from './lender.entity';
import { missingForConsumers } from './lender.view';
import { LendersRepository } from './lenders.repository';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Transactional, type TxHost } from '../../database/transactional';

const ENTITY = 'lenders';

/** A lender as Vendors On/Off shows it: its switch and the products it serves. */
export interface VendorView {
  id: number;
  name: string;
  url_key: string;
  priority: number;
  lender_status: number;
  products: LoanProductCode[];
  updated_at: string;
}

const toView = (lender: Lender): VendorView => ({
  id: lender.id,
  name: lender.name,
  url_key: lender.urlKey,
  priority: lender.priority,
  lender_status: lender.lenderStatus,
  products: servedProducts(lender),
  updated_at: lender.updatedAt.toISOString(),
});

/**
 * Vendors On/Off (role 1): every lender's switch and products. A change saves the lender row, so
 * the lenders' version moves and the next offers call on every instance reads it (no stale list).
 */
@Injectable()
export class VendorsService implements OnModuleInit {
  constructor(
    private readonly lenders: LendersRepository,
    private readonly audit: AuditService,
    private readonly approvals: ApprovalsService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /** Under maker-checker, switching lenders on or off waits for approval. */
  onModuleInit() {
    this.approvals.register<VendorStatusDto>('vendor_status', {
      state: async ({ lender_ids }, lock) => {
        const lenders = await this.find(lender_ids, lock);
        return {
          targetId: lenders.length === 1 ? lenders[0].id : null,
          targetName: lenders.map((l) => l.name).join(', '),
          value: lenders.map((l) => ({ id: l.id, name: l.name, lender_status: l.lenderStatus })),
        };
      },
      apply: (principal, dto) => this.setStatusIn(principal, dto),
    });
  }

  async list(): Promise<VendorView[]> {
    const lenders = await this.lenders.allByPriority();
    return lenders.map(toView).sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
  }

  /** Switches the selection on or off in one transaction (or sends it for approval). */
  setStatus(principal: AdminPrincipal, dto: VendorStatusDto) {
    const action = dto.status ? 'switch_on' : 'switch_off';
    return this.approvals.submit(principal, 'vendor_status', action, { ...dto });
  }

  /** Each lender that changes is audited. */
  private async setStatusIn(
    principal: AdminPrincipal,
    { lender_ids, status, reason }: VendorStatusDto,
  ) {
    const lenders = await this.find(lender_ids, true);
    // The switch shows the lender to consumers, as the lender page's does: same rule, checked
    // when the change is submitted (the maker hears at once) and again when it is approved.
    if (status === 1) {
      const incomplete = lenders
        .filter((lender) => lender.lenderStatus !== 1)
        .map((lender) => [lender.name, missingForConsumers(lender)] as const)
        .filter(([, missing]) => missing.length);
      if (incomplete.length)
        throw new AppError('LENDER_INCOMPLETE', {
          missing: incomplete
            .map(([name, missing]) => (lenders.length > 1 ? `${name}: ` : '') + missing.join(', '))
            .join('; '),
        });
    }
    let changed = 0;
    for (const lender of lenders) {
      if (lender.lenderStatus === status) continue;
      const before = lender.lenderStatus;
      lender.lenderStatus = status;
      await this.lenders.save(lender);
      await this.audit.record(principal, {
        action: status ? 'switch_on' : 'switch_off',
        entity: ENTITY,
        entityId: lender.id,
        property: 'lender_status',
        oldValue: before,
        newValue: { lender_status: status, reason: reason.trim() },
      });
      changed += 1;
    }
    return { changed, vendors: lenders.map(toView) };
  }

  private async find(ids: number[], lock: boolean): Promise<Lender[]> {
    const lenders = await this.lenders.findMany(ids, lock);
    if (lenders.length !== new Set(ids).size) throw new AppError('LENDER_NOT_FOUND');
    return lenders;
  }

  /** The products the lender serves, exactly as sent. */
  @Transactional()
  async setProducts(principal: AdminPrincipal, id: number, { products }: VendorProductsDto) {
    const lender = await this.lenders.findById(id, true);
    if (!lender) throw new AppError('LENDER_NOT_FOUND');
    const before = toView(lender);
    setServedProducts(lender, products);
    const after = toView(await this.lenders.save(lender));
    await this.audit.recordUpdates(principal, { entity: ENTITY, entityId: id }, before, after, [
      'products',
    ]);
    return after;
  }
}
