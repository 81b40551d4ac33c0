import { Inject, Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type {
  CsrConsumerFound,
  CsrConsumerView,
  CsrCorrectable,
  CsrNoteView,
  CsrRevealable,
  CsrRevealWatch,
} from '@marketplace/contracts';
import { Clock, indiaTime } from '../../common/clock';
import { csrConfig, type CsrConfig } from '../../config/csr.config';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError, fieldError, validationError } from '../../common/errors';
import { flattenValidationErrors } from '../../common/pipes/validation.pipe';
import { Transactional, type TxHost } from '../../database/transactional';
import { AuditService } from '../audit/audit.service';
import { ConsentService } from '../consent/consent.service';
import { checkBirthDate } from '../profile/birth-date';
import { ProfileDto } from '../profile/dto/profile.dto';
import { maskBirthDate, maskMobile, maskPan } from '../profile/masks';
import { IDENTITY_COLUMNS } from '../profile/profile-fields';
import { CustomersJourneyRepository } from '../reports/customers-journey.repository';
import { applicationView, parseConsumerSearch } from '../reports/customers-journey.service';
import { UsersService } from '../users/users.service';
import type { CsrCorrectionDto, CsrNoteDto, CsrRevealDto } from './dto/csr.dto';
import { CsrRepository, type CsrNoteRow, type CsrProfileRow } from './csr.repository';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const amount = (n: string | null) => (n === null ? null : Number(n));

/** The audit rows of the CSR portal name the consumer (entity 'users'), so erasure clears them. */
const onConsumer = (userId: number) => ({ entity: 'users', entityId: userId });

/** What a revealable field holds, in clear. */
const REVEALED: Record<CsrRevealable, (p: CsrProfileRow) => string | null> = {
  mobile: (p) => p.phone_number,
  pan: (p) => p.tin,
  birthDate: (p) => p.birth_date,
};

/** How a corrected field appears in the audit trail: PAN and birth date masked there too. */
const shown = (field: CsrCorrectable, value: string | null): string | null => {
  if (value === null) return null;
  if (field === 'tin') return maskPan(value);
  if (field === 'birthDate') return maskBirthDate(value);
  return value;
};

const noteView = (n: CsrNoteRow): CsrNoteView => ({
  id: n.id,
  note: n.note,
  applicationId: n.application_id,
  author: n.author,
  createdAt: iso(n.created_at)!,
});

/**
 * /admin/csr-portal (roles 1, 2, 3): find a consumer and see everything about them on one page:
 * the profile (PAN, birth date and mobile masked; revealing one names an open case of the
 * consumer, counts towards the admin's daily cap and is audited),
 * applications with their offers and status history, hand-offs, help requests, consents and the
 * CSRs' notes. A CSR changes nothing of the consumer's; a role-1 admin may correct one profile
 * field at a time, with a reason, audited. Opening a consumer's page is audited as well.
 */
@Injectable()
export class CsrService {
  constructor(
    @InjectTransactionHost() readonly txHost: TxHost,
    private readonly csr: CsrRepository,
    private readonly journeys: CustomersJourneyRepository,
    private readonly consents: ConsentService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    @Inject(csrConfig.KEY) private readonly config: CsrConfig,
  ) {}

  async search(q: string): Promise<{ data: CsrConsumerFound[] }> {
    const found = await this.journeys.find(parseConsumerSearch(q));
    return {
      data: found.map((c) => ({
        id: c.id,
        mobile: c.mobile,
        name: c.name,
        email: c.email,
        applications: c.applications,
        prospectAppId: c.prospect_app_id,
        lastSeenAt: iso(c.last_event_at),
      })),
    };
  }

  async consumer(admin: AdminPrincipal, userId: number): Promise<{ data: CsrConsumerView }> {
    const p = await this.profileOf(userId);
    const [prospects, applications, handOffs, help, consents, notes, cases, left] =
      await Promise.all([
        this.csr.prospects(userId),
        this.journeys.applications(userId),
        this.csr.handOffs(userId),
        this.csr.helpRequests(userId),
        this.consents.state(userId),
        this.csr.notes(userId),
        this.csr.openCases(userId),
        this.revealsLeft(admin),
      ]);
    await this.audit.record(admin, {
      action: 'view',
      property: 'csr_portal',
      ...onConsumer(userId),
    });
    return {
      data: {
        consumer: {
          id: p.id,
          mobile: maskMobile(p.phone_number),
          firstName: p.first_name,
          lastName: p.last_name,
          email: p.email,
          pan: maskPan(p.tin),
          birthDate: maskBirthDate(p.birth_date),
          gender: p.gender,
          employmentStatus: p.employment_status_code,
          employerName: p.employer_name,
          monthlyIncome: amount(p.monthly_income),
          address1: p.address1,
          address2: p.address2,
          postalCode: p.postal_code,
          language: p.language,
          allowSms: p.allow_sms === 1,
          allowEmail: p.allow_email === 1,
          createdAt: iso(p.created_at)!,
        },
        prospectApplications: prospects.map((r) => ({
          id: r.id,
          partner: r.partner,
          utmSource: r.utm_source,
          utmCampaign: r.utm_campaign,
          createdAt: iso(r.created_at)!,
        })),
        applications: applications.map(applicationView),
        handOffs: handOffs.map((h) => ({
          id: h.id,
          applicationId: h.application_id,
          lender: h.lender,
          status: h.status,
          lenderReference: h.lender_reference,
          kfsNumber: h.kfs_number,
          createdAt: iso(h.created_at)!,
        })),
        helpRequests: help.map((h) => ({
          id: h.id,
          status: h.status,
          description: h.description,
          createdAt: iso(h.created_at)!,
        })),
        consents: {
          agreedVersion: consents.agreedVersion,
          upToDate: consents.upToDate,
          purposes: consents.purposes,
          history: consents.history,
          erasureRequestedAt: consents.erasureRequestedAt,
        },
        notes: notes.map(noteView),
        revealCases: cases.map((c) => ({
          reason: c.reason,
          id: c.id,
          label: c.label,
          createdAt: iso(c.created_at)!,
        })),
        revealsLeftToday: left,
        canCorrect: admin.roleId === 1,
      },
    };
  }

  /**
   * One masked value in clear, for an open case of this consumer the admin names, within the
   * admin's daily cap (CSR_REVEALS_PER_DAY, India days). The count and the audit row (who, when,
   * which case; never the value) are written in one transaction before the value is answered.
   */
  async reveal(admin: AdminPrincipal, userId: number, dto: CsrRevealDto) {
    const p = await this.profileOf(userId);
    if (!(await this.csr.hasOpenCase(userId, dto.reason, dto.reference_id)))
      throw new AppError('CSR_REVEAL_CASE_NOT_OPEN');
    await this.countReveal(admin, userId, dto);
    return { data: { field: dto.field, value: REVEALED[dto.field](p) } };
  }

  /** The reveal counted against the admin's cap and audited, before its value is answered. */
  @Transactional()
  private async countReveal(admin: AdminPrincipal, userId: number, dto: CsrRevealDto) {
    const day = indiaTime(this.clock.now()).date;
    const counted = await this.csr.countReveal(
      { adminUserId: admin.adminId, day, field: dto.field },
      this.config.revealsPerDay,
    );
    if (!counted)
      throw new AppError('CSR_REVEAL_LIMIT_REACHED', { limit: this.config.revealsPerDay });
    await this.audit.record(admin, {
      action: 'reveal',
      property: dto.field,
      newValue: { reason: dto.reason, referenceId: dto.reference_id },
      ...onConsumer(userId),
    });
  }

  /** Role 1's dashboard: the admins past half their reveal cap today. */
  async revealWatch(): Promise<{ data: CsrRevealWatch }> {
    const day = indiaTime(this.clock.now()).date;
    const limit = this.config.revealsPerDay;
    const rows = await this.csr.busyRevealers(day, Math.floor(limit / 2));
    return {
      data: {
        limit,
        day,
        admins: rows.map((r) => ({
          adminId: r.admin_id,
          name: r.name,
          email: r.email,
          reveals: r.reveals,
        })),
      },
    };
  }

  private async revealsLeft(admin: AdminPrincipal): Promise<number> {
    const day = indiaTime(this.clock.now()).date;
    const done = await this.csr.revealsOf(admin.adminId, day);
    return Math.max(0, this.config.revealsPerDay - done);
  }

  async addNote(admin: AdminPrincipal, userId: number, dto: CsrNoteDto) {
    await this.profileOf(userId);
    if (dto.applicationId && !(await this.csr.hasApplication(userId, dto.applicationId)))
      throw new AppError('APPLICATION_NOT_FOUND');
    await this.csr.addNote({
      userId,
      applicationId: dto.applicationId ?? null,
      adminUserId: admin.adminId,
      note: dto.note,
    });
    return { data: (await this.csr.notes(userId)).map(noteView) };
  }

  /**
   * Role 1: one profile field corrected, checked by the profile form's own rule for it (PAN and
   * birth date included), in one transaction with its audit row (before and after, PAN and birth
   * date masked, and the reason).
   */
  async correct(admin: AdminPrincipal, userId: number, dto: CsrCorrectionDto) {
    const value = await checkedValue(dto.field, dto.value);
    await this.applyCorrection(admin, userId, dto, value);
    return this.consumer(admin, userId);
  }

  @Transactional()
  private async applyCorrection(
    admin: AdminPrincipal,
    userId: number,
    dto: CsrCorrectionDto,
    value: string | null,
  ) {
    const column = IDENTITY_COLUMNS[dto.field];
    const user = await this.csr.lockUser(userId);
    if (!user) throw new AppError('CONSUMER_NOT_FOUND');
    const before = user[column];
    if (before === value) return;
    await this.users.correct(userId, { [column]: value });
    await this.audit.record(admin, {
      action: 'correct',
      property: dto.field,
      oldValue: shown(dto.field, before),
      newValue: { value: shown(dto.field, value), reason: dto.reason },
      ...onConsumer(userId),
    });
  }

  private async profileOf(userId: number): Promise<CsrProfileRow> {
    const p = await this.csr.profile(userId);
    if (!p) throw new AppError('CONSUMER_NOT_FOUND');
    return p;
  }

  /** Erasure's part, in the caller's transaction: rows touched by table. */
  async eraseConsumer(userId: number): Promise<Record<string, number>> {
    return { csr_notes: await this.csr.eraseNotes(userId) };
  }
}

/** The stored value of a corrected field ('' clears it), or the profile form's error for it. */
async function checkedValue(field: CsrCorrectable, raw: string): Promise<string | null> {
  const dto = plainToInstance(ProfileDto, { [field]: raw });
  const errors = flattenValidationErrors(await validate(dto));
  if (errors.length) throw validationError(errors);
  const value = dto[field];
  if (value === undefined || value === null || value === '') return null;
  if (field === 'birthDate') {
    const check = checkBirthDate(value);
    if (!check.ok) throw validationError([fieldError(field, check.code)]);
    return check.iso;
  }
  if (field === 'tin' && String(value).includes('*'))
    throw validationError([fieldError(field, 'PAN_INVALID')]);
  return String(value);
}
