import type { InsurancePlan, InsurerView } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError, fieldError, validationError } from '../../common/errors';
import { isUniqueViolation } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import type { TxHost } from '../../database/transactional';
import { AuditService } from '../audit/audit.service';
import type { InsurerDto, InsurerListFilter } from './dto/insurer.dto';
import { InsuranceRepository } from './insurance.repository';
import { Insurer } from './insurer.entity';
import { toInsurerView } from './insurer.view';

const ENTITY = 'insurers';

/** Each min/max pair of a plan: the minimum must not exceed the maximum; one plan per type. */
function checkPlans(plans: InsurancePlan[]): void {
  const errors = [];
  const seen = new Set<string>();
  for (const [index, p] of plans.entries()) {
    if (seen.has(p.type)) errors.push(fieldError(`plans.${index}.type`, 'INSURER_PLAN_REPEATED'));
    seen.add(p.type);
    if (p.minAge > p.maxAge)
      errors.push(fieldError(`plans.${index}.maxAge`, 'INSURER_PLAN_RANGE', { field: 'age' }));
    if (p.coverMin > p.coverMax)
      errors.push(fieldError(`plans.${index}.coverMax`, 'INSURER_PLAN_RANGE', { field: 'cover' }));
  }
  if (errors.length) throw validationError(errors);
}

/** The plan as stored: exactly the contract's fields, unstated figures as null. */
const planOf = (p: InsurancePlan): InsurancePlan => ({
  type: p.type,
  name: p.name,
  nameHi: p.nameHi,
  minAge: p.minAge,
  maxAge: p.maxAge,
  coverMin: p.coverMin,
  coverMax: p.coverMax,
  premiumFrom: p.premiumFrom ?? null,
  waitingPeriodMonths: p.waitingPeriodMonths ?? null,
  minAnnualIncome: p.minAnnualIncome ?? null,
  maxVehicleAgeYears: p.maxVehicleAgeYears ?? null,
  features: p.features,
  featuresHi: p.featuresHi,
  redirectUrl: p.redirectUrl,
});

/**
 * Insurers for the back office (/api/admin/insurers, the lenders page's roles): every write
 * checked, then audited in its own transaction.
 */
@Injectable()
export class InsurersService {
  constructor(
    private readonly insurers: InsuranceRepository,
    private readonly audit: AuditService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async list(query: ListQuery<InsurerListFilter>): Promise<RestPage<InsurerView>> {
    const [rows, total] = await this.insurers.page(query);
    return new RestPage('insurers', rows.map(toInsurerView), query.start, total);
  }

  async get(id: number): Promise<InsurerView> {
    return toInsurerView(await this.found(id));
  }

  create(principal: AdminPrincipal, dto: InsurerDto): Promise<InsurerView> {
    checkPlans(dto.plans);
    return this.write(async () => {
      const insurer = await this.insurers.save(this.apply(new Insurer(), dto));
      const view = toInsurerView(insurer);
      await this.audit.record(principal, {
        action: 'create',
        entity: ENTITY,
        entityId: insurer.id,
        newValue: view,
      });
      return view;
    }, dto.name);
  }

  update(principal: AdminPrincipal, id: number, dto: InsurerDto): Promise<InsurerView> {
    checkPlans(dto.plans);
    return this.write(async () => {
      const insurer = await this.found(id, true);
      const before = toInsurerView(insurer);
      const after = toInsurerView(await this.insurers.save(this.apply(insurer, dto)));
      await this.audit.recordUpdates(principal, { entity: ENTITY, entityId: id }, before, after, [
        'name',
        'legalName',
        'irdaiRegistration',
        'claimSettlementRatio',
        'status',
        'plans',
      ]);
      return after;
    }, dto.name);
  }

  private apply(insurer: Insurer, dto: InsurerDto): Insurer {
    insurer.name = dto.name;
    insurer.legalName = dto.legalName;
    insurer.irdaiRegistration = dto.irdaiRegistration;
    insurer.claimSettlementRatio =
      dto.claimSettlementRatio === null || dto.claimSettlementRatio === undefined
        ? null
        : String(dto.claimSettlementRatio);
    insurer.status = dto.status;
    insurer.plans = dto.plans.map(planOf);
    return insurer;
  }

  private async found(id: number, lock = false): Promise<Insurer> {
    const insurer = await this.insurers.find(id, lock);
    if (!insurer) throw new AppError('INSURER_NOT_FOUND');
    return insurer;
  }

  /**
   * A write in its own transaction; a name another insurer has is INSURER_NAME_TAKEN (caught
   * outside the transaction, which the violation has already aborted).
   */
  private async write<T>(work: () => Promise<T>, name: string): Promise<T> {
    try {
      return await this.txHost.withTransaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('INSURER_NAME_TAKEN', { name });
      throw error;
    }
  }
}
