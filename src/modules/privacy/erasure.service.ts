import { createHmac } from 'node:crypto';
import {
  OPTIONAL_PURPOSES,
  type CustomerDeletionView,
  type ErasureCandidateView,
} from '@marketplace/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { AdminPrincipal, ConsumerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { authConfig, type AuthConfig } from '../../config/auth.config';
import { Transactional, type TxHost } from '../../database/transactional';
import { AuditService } from '../audit/audit.service';
import { RevocationService } from '../auth/revocation.service';
import { currentNotice } from '../consent/consent-notice';
import { ConsentService } from '../consent/consent.service';
import { maskMobile } from '../profile/masks';
import type { CustomerDeletion, KeptRecord } from './customer-deletion.entity';
import type { DeletionListFilter, EraseConsumerDto } from './dto/erasure.dto';
import { ErasureRepository, type ErasureSubject } from './erasure.repository';
import { ErasureStepsService } from './erasure-steps.service';

const YEAR_MS = 365.25 * 86_400_000;

/** What is kept after erasure, by which law, and for how long (README, "Erasure"). */
export const RETENTION = {
  handOffs: {
    record: 'Applications and their hand-offs to lenders, with the offer and the KFS as shown',
    reason:
      'RBI Digital Lending Directions 2025 and the PMLA 2002 (s.12) record-keeping rules: ' +
      'records of an application sent to a regulated lender are kept 5 years',
    years: 5,
  },
  insurance: {
    record:
      'Hand-offs to insurers, with the plan as shown and the consent to share that allowed each',
    reason:
      'IRDAI record-keeping for insurance intermediaries and the PMLA 2002 (s.12): a lead sent ' +
      'to a regulated insurer is kept 5 years, as a loan hand-off is',
    years: 5,
  },
  commissions: {
    record: "Commissions earned on the consumer's loans (amounts and dates only)",
    reason: 'Companies Act 2013 s.128(5) and CGST Act 2017 s.36: books of account for 8 years',
    years: 8,
  },
  consents: {
    record: 'The consent ledger (purposes, notice versions, times)',
    reason:
      'DPDP Act 2023 s.6(10): the proof that consent was given and withdrawn, kept for the ' +
      '3-year limitation period (Limitation Act 1963)',
    years: 3,
  },
} as const;

/** A request not carried out within this is overdue (DPDP Rules 2025: erase without delay). */
const OVERDUE_MS = 7 * 86_400_000;

const certificateNumber = (id: number) => `ERS-${String(id).padStart(6, '0')}`;

function view(d: CustomerDeletion, now = new Date()): CustomerDeletionView {
  return {
    id: d.id,
    number: certificateNumber(d.id),
    userId: d.userId,
    phoneNumber: d.phoneNumberMasked,
    requestedBy: d.requestedBy,
    status: d.status,
    reason: d.reason,
    createdAt: d.createdAt.toISOString(),
    completedAt: d.completedAt?.toISOString() ?? null,
    erasedBy: d.erasedByAdmin?.email ?? null,
    erased: d.summary,
    kept: d.kept,
    overdue: d.status === 'requested' && now.getTime() - d.createdAt.getTime() > OVERDUE_MS,
    notices: d.notices ?? [],
  };
}

/**
 * Erasure (DPDP Act 2023 s.12): the consumer asks for it from the consent page (which also
 * withdraws every purpose at once, and stops any further hand-off or profile change), or an admin
 * records a request received otherwise; a role-1 admin carries it out on the Customer Info
 * Deletion screen. In one transaction the consumer's personal data leaves every table, the
 * records the law requires stay de-identified with their reason and end date, and the
 * `customer_deletions` row becomes the certificate of erasure.
 */
@Injectable()
export class ErasureService {
  constructor(
    private readonly erasures: ErasureRepository,
    private readonly steps: ErasureStepsService,
    private readonly consents: ConsentService,
    private readonly audit: AuditService,
    private readonly revocations: RevocationService,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /**
   * The consumer's own request: every purpose withdrawn now, erasure to follow. The session that
   * asked ends with it; any other one is refused every write from now on (the access guard).
   */
  async request(principal: ConsumerPrincipal, ip: string | null) {
    const answer = await this.fileRequest(principal.userId, ip);
    await this.revocations.revoke(principal);
    return answer;
  }

  /** The request filed and every purpose withdrawn, together; the open one when there is one. */
  @Transactional()
  private async fileRequest(userId: number, ip: string | null) {
    const subject = await this.erasures.lockSubject(userId);
    if (!subject) throw new AppError('CONSUMER_NOT_FOUND');
    const open = await this.erasures.openRequest(subject.id);
    if (open) return { requestedAt: open.createdAt.toISOString() };
    const filed = await this.erasures.fileRequest({
      userId: subject.id,
      phoneNumberMasked: maskMobile(subject.phoneNumber),
      requestedBy: 'consumer',
      status: 'requested',
      reason: 'Asked for by the consumer on the consent page',
      notices: await this.notices(subject.id),
    });
    await this.consents.record(
      subject.id,
      currentNotice().version,
      'erasure_request',
      ip,
      ['matching' as const, ...OPTIONAL_PURPOSES].map((purpose) => ({ purpose, granted: false })),
    );
    return { requestedAt: filed.createdAt.toISOString() };
  }

  async find(mobile: string): Promise<ErasureCandidateView> {
    const [found, earlier] = await Promise.all([
      this.erasures.byMobile(mobile),
      this.erasures.byPhoneHash(this.phoneHash(mobile)),
    ]);
    const pending = found ? await this.erasures.openRequest(found.id) : null;
    return {
      consumer: found && {
        userId: found.id,
        phoneNumber: maskMobile(found.phoneNumber),
        name: [found.firstName, found.lastName].filter(Boolean).join(' ') || null,
        createdAt: found.createdAt.toISOString(),
        applications: found.applications,
        handOffs: found.handOffs,
        insuranceHandOffs: found.insuranceHandOffs,
        pendingRequestId: pending?.id ?? null,
      },
      earlierErasures: earlier.map((d) => ({
        id: d.id,
        number: certificateNumber(d.id),
        completedAt: d.completedAt?.toISOString() ?? null,
      })),
    };
  }

  /** Carries the erasure out: the consumer's open request, or an admin's new one. */
  async erase(
    admin: AdminPrincipal,
    dto: EraseConsumerDto,
  ): Promise<{ data: CustomerDeletionView }> {
    const id = await this.eraseAsAdmin(admin, dto);
    return { data: view((await this.erasures.byId(id))!) };
  }

  @Transactional()
  private async eraseAsAdmin(admin: AdminPrincipal, dto: EraseConsumerDto): Promise<number> {
    const subject = await this.erasures.lockSubject(dto.userId);
    if (!subject)
      throw new AppError(
        (await this.erasures.wasErased(dto.userId)) ? 'ERASURE_DONE' : 'ERASURE_CONSUMER_NOT_FOUND',
      );
    const deletion =
      (await this.erasures.openRequest(subject.id)) ??
      this.erasures.newRecord({
        userId: subject.id,
        requestedBy: 'admin',
        requestedByAdminId: admin.adminId,
      });
    return this.carryOut(subject, deletion, dto.reason, admin);
  }

  /**
   * The daily job's erasure of an account not used for DORMANT_ERASE_DAYS, after its notice:
   * the same erasure as a request, recorded as asked for by dormancy. Null: already erased.
   */
  @Transactional()
  async eraseDormant(userId: number, reason: string): Promise<number | null> {
    const subject = await this.erasures.lockSubject(userId);
    if (!subject) return null;
    const deletion =
      (await this.erasures.openRequest(subject.id)) ??
      this.erasures.newRecord({
        userId: subject.id,
        requestedBy: 'dormancy',
        requestedByAdminId: null,
      });
    return this.carryOut(subject, deletion, reason, null);
  }

  /**
   * Erases the locked consumer and completes the erasure's record, in the caller's transaction;
   * `admin` null: the job.
   */
  private async carryOut(
    subject: ErasureSubject,
    deletion: CustomerDeletion,
    reason: string,
    admin: AdminPrincipal | null,
  ): Promise<number> {
    const kept = await this.kept(subject.id);
    // An admin's own request tells them now; a consumer's told them when it was made.
    deletion.notices ??= await this.notices(subject.id);
    deletion.summary = await this.steps.erase(subject.id, subject.phoneNumber);
    Object.assign(deletion, {
      phoneNumberMasked: maskMobile(subject.phoneNumber),
      phoneHash: this.phoneHash(subject.phoneNumber),
      reason,
      status: 'completed',
      kept,
      completedAt: new Date(),
      erasedByAdminId: admin?.adminId ?? null,
    });
    const saved = await this.erasures.save(deletion);
    await this.audit.record(admin, {
      action: 'erase',
      entity: 'users',
      entityId: subject.id,
      newValue: { deletionId: saved.id },
    });
    return saved.id;
  }

  async list(query: ListQuery<DeletionListFilter>) {
    const [rows, total] = await this.erasures.page(query);
    return new RestPage(
      'customer-deletions',
      rows.map((d) => view(d)),
      query.start,
      total,
    );
  }

  async get(id: number): Promise<CustomerDeletionView> {
    return view(await this.found(id));
  }

  /** The completed erasure, for its certificate. */
  async completed(id: number): Promise<CustomerDeletionView> {
    const deletion = await this.found(id);
    if (deletion.status !== 'completed') throw new AppError('ERASURE_NOT_FOUND');
    return view(deletion);
  }

  private async found(id: number) {
    const deletion = await this.erasures.byId(id);
    if (!deletion) throw new AppError('ERASURE_NOT_FOUND');
    return deletion;
  }

  /**
   * DPDP Act 2023 s.8(7) and s.12(3): the partner and each lender and insurer the consumer's
   * data went to are told to erase it too: each notice is recorded with the erasure, to whom and
   * when, and shown on its record in the back office.
   */
  private async notices(userId: number) {
    const at = new Date().toISOString();
    return (await this.erasures.recipients(userId)).map((r) => ({ ...r, at }));
  }

  private async kept(userId: number): Promise<KeptRecord[]> {
    const counts = await this.erasures.keptCounts(userId);
    const until = (years: number) =>
      new Date(Date.now() + years * YEAR_MS).toISOString().slice(0, 10);
    const rows: KeptRecord[] = [];
    for (const key of ['handOffs', 'insurance', 'commissions', 'consents'] as const) {
      const count = key === 'handOffs' ? counts.applications : counts[key];
      if (!count) continue;
      const { record, reason, years } = RETENTION[key];
      rows.push({ key, record, count, reason, keepUntil: until(years) });
    }
    return rows;
  }

  /** A keyed hash of the mobile: recognises the number, cannot give it back. */
  private phoneHash(mobile: string): string {
    return createHmac('sha256', this.auth.otpHashSecret).update(`erased:${mobile}`).digest('hex');
  }
}
