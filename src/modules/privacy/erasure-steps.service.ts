import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Transactional, type TxHost } from '../../database/transactional';
import { ApplicationErasureRepository } from '../applications/application-erasure.repository';
import { AuditService } from '../audit/audit.service';
import { OtpService } from '../auth/otp.service';
import { ConsentService } from '../consent/consent.service';
import { CsrService } from '../csr/csr.service';
import { GrievancesService } from '../grievances/grievances.service';
import { HelpService } from '../help/help.service';
import { InsuranceService } from '../insurance/insurance.service';
import { PartnerLeadsService } from '../partner-integration/partner-leads.service';
import { CommissionsRepository } from '../revenue/commissions.repository';
import { TelecallingService } from '../telecalling/telecalling.service';
import { MisRecordsRepository } from '../uploads/mis-records.repository';
import { UsersService } from '../users/users.service';
import type { KeptRecord } from './customer-deletion.entity';

/**
 * Erasure across the modules that hold the consumer: each changes its own tables, all in one
 * transaction (the caller's, or one of their own). Privacy asks; the owners know their rows.
 */
@Injectable()
export class ErasureStepsService {
  constructor(
    @InjectTransactionHost() readonly txHost: TxHost,
    private readonly users: UsersService,
    private readonly help: HelpService,
    private readonly csr: CsrService,
    private readonly calls: TelecallingService,
    private readonly otp: OtpService,
    private readonly leads: PartnerLeadsService,
    private readonly grievances: GrievancesService,
    private readonly applications: ApplicationErasureRepository,
    private readonly mis: MisRecordsRepository,
    private readonly insurance: InsuranceService,
    private readonly commissions: CommissionsRepository,
    private readonly audit: AuditService,
    private readonly consents: ConsentService,
  ) {}

  /**
   * Removes the consumer's personal data from every table and answers the rows touched per
   * table. Records the law requires are kept, without what named the consumer; the account row
   * stays as an empty, deleted shell, so those records still point at one (nameless) account and
   * the mobile is free for a new sign-in.
   */
  @Transactional()
  async erase(userId: number, phone: string): Promise<Record<string, number>> {
    // One after another, in this order: the same transaction, and the same summary's order.
    const erased: Record<string, number> = {};
    Object.assign(erased, await this.users.eraseConsumer(userId));
    Object.assign(erased, await this.help.eraseConsumer(userId, phone));
    Object.assign(erased, await this.csr.eraseConsumer(userId));
    Object.assign(erased, await this.calls.eraseConsumer(userId));
    Object.assign(erased, await this.otp.eraseMobile(phone));
    Object.assign(erased, await this.leads.eraseMobile(phone));
    Object.assign(erased, await this.grievances.eraseMobile(phone));
    Object.assign(erased, await this.applications.eraseConsumer(userId));
    Object.assign(erased, await this.mis.eraseConsumer(userId, phone));
    Object.assign(erased, await this.insurance.eraseConsumer(userId));
    Object.assign(erased, await this.commissions.eraseConsumer(userId));
    Object.assign(erased, await this.audit.eraseConsumer(userId));
    return erased;
  }

  /**
   * Ends a kept record of the erased account `userId`: the consent ledger is deleted, but for
   * each consent to share with an insurer, the proof of a hand-off kept longer, which goes with
   * it; the applications go with their hand-offs, KFS and status history (their commissions
   * stay, with no application to tie them to anyone); the commissions, already tied to no one
   * once the applications went, are left as the books' amounts. Answers the rows ended.
   */
  @Transactional()
  async endKept(userId: number, key: NonNullable<KeptRecord['key']>): Promise<number> {
    if (key === 'consents') return this.consents.endKeptLedger(userId);
    if (key === 'insurance') {
      const { deleted, consentIds } = await this.insurance.endKeptHandOffs(userId);
      await this.consents.deleteShares(consentIds);
      return deleted;
    }
    if (key === 'handOffs') return this.applications.deleteOfConsumer(userId);
    return this.commissions.untie(userId);
  }
}
