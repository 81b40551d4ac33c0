import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LoanProductCode } from '@marketplace/contracts';
import type { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { AuditService } from '../audit/audit.service';
import type { VendorProductsDto, VendorStatusDto } from './dto/vendors.dto';
import { servedProducts, setServedProducts } from './lender-products';
import type { Lender } from './lender.entity';
import { LendersRepository } from './lenders.repository';

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
export class VendorsService {
  constructor(
    private readonly lenders: LendersRepository,
    private readonly audit: AuditService,
    // Only to open transactions; the queries are the repository's.
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async list(): Promise<VendorView[]> {
    const lenders = await this.lenders.allByPriority();
    return lenders.map(toView).sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
  }

  /** Switches the selection on or off in one transaction; each lender that changes is audited. */
  setStatus(principal: AdminPrincipal, { lender_ids, status, reason }: VendorStatusDto) {
    return this.dataSource.transaction(async (em) => {
      const lenders = await this.lenders.findManyForUpdate(em, lender_ids);
      if (lenders.length !== lender_ids.length) throw new AppError('LENDER_NOT_FOUND');
      let changed = 0;
      for (const lender of lenders) {
        if (lender.lenderStatus === status) continue;
        const before = lender.lenderStatus;
        lender.lenderStatus = status;
        await this.lenders.save(em, lender);
        await this.audit.record(
          principal,
          {
            action: status ? 'switch_on' : 'switch_off',
            entity: ENTITY,
            entityId: lender.id,
            property: 'lender_status',
            oldValue: before,
            newValue: { lender_status: status, reason: reason.trim() },
          },
          em,
        );
        changed += 1;
      }
      return { changed, vendors: lenders.map(toView) };
    });
  }

  /** The products the lender serves, exactly as sent. */
  setProducts(principal: AdminPrincipal, id: number, { products }: VendorProductsDto) {
    return this.dataSource.transaction(async (em) => {
      const lender = await this.lenders.findById(em, id, true);
      if (!lender) throw new AppError('LENDER_NOT_FOUND');
      const before = toView(lender);
      setServedProducts(lender, products);
      const after = toView(await this.lenders.save(em, lender));
      await this.audit.recordUpdates(
        principal,
        { entity: ENTITY, entityId: id },
        before,
        after,
        ['products'],
        em,
      );
      return after;
    });
  }
}
