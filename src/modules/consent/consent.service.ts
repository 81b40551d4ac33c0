import {
  CONSENT_PURPOSES,
  type ConsentChannel,
  OPTIONAL_PURPOSES,
  type ConsentPurpose,
  type ConsentRecordView,
  type ConsentStateView,
} from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { Transactional, type TxHost } from '../../database/transactional';
import { UsersService } from '../users/users.service';
import { currentNotice } from './consent-notice';
import type { ConsentRecord } from './consent-record.entity';
import { ConsentRepository, type ConsentChange } from './consent.repository';
import type { AgreeConsentDto } from './dto/consent.dto';

/** The account's contact flags (allow_sms, allow_email) each contact purpose keeps in step. */
const USER_FLAGS: Partial<Record<ConsentPurpose, 'allowSms' | 'allowEmail'>> = {
  sms: 'allowSms',
  email: 'allowEmail',
};

const recordView = (r: ConsentRecord): ConsentRecordView => ({
  purpose: r.purpose,
  granted: r.granted,
  noticeVersion: r.noticeVersion,
  channel: r.channel,
  at: r.createdAt.toISOString(),
});

/**
 * The consent ledger (DPDP Act 2023 s.6, DPDP Rules 2025 r.3): the consumer agrees to the
 * itemised notice in force and chooses each optional purpose; any purpose is withdrawn in one
 * step, as easily as it was given. `matching` is what the service is: it is withdrawn by asking
 * for erasure (the privacy module), which writes its ledger row.
 */
@Injectable()
export class ConsentService {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly users: UsersService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /**
   * Appends the changes to the ledger and keeps the account's SMS and e-mail flags in step, in
   * the caller's transaction (or one of its own).
   */
  @Transactional()
  async record(
    userId: number,
    noticeVersion: number,
    channel: ConsentChannel,
    ip: string | null,
    changes: ConsentChange[],
  ): Promise<void> {
    if (!changes.length) return;
    await this.consents.append(userId, noticeVersion, channel, ip, changes);
    const flags: Partial<Record<'allowSms' | 'allowEmail', number>> = {};
    for (const c of changes) {
      const flag = USER_FLAGS[c.purpose];
      if (flag) flags[flag] = c.granted ? 1 : 0;
    }
    if (Object.keys(flags).length) await this.users.setContactFlags(userId, flags);
  }

  /** Whether the consumer still has to agree to the notice in force (sign-in answers it). */
  async required(userId: number): Promise<boolean> {
    return ((await this.consents.agreedVersion(userId)) ?? 0) < currentNotice().version;
  }

  /** Whether the consumer app may count this consumer's page views (the `analytics` purpose). */
  async analyticsGiven(userId: number): Promise<boolean> {
    return (await this.consents.current(userId, 'analytics')) === true;
  }

  /** The consumer's consents: the notice, what they agreed to, each purpose, the ledger. */
  async state(userId: number): Promise<ConsentStateView> {
    const [rows, agreedVersion, erasureRequestedAt] = await Promise.all([
      this.consents.history(userId),
      this.consents.agreedVersion(userId),
      this.consents.erasureRequestedAt(userId),
    ]);
    const notice = currentNotice();
    const purposes = {} as ConsentStateView['purposes'];
    for (const purpose of CONSENT_PURPOSES) {
      const newest = rows.find((r) => r.purpose === purpose);
      purposes[purpose] = {
        granted: newest?.granted ?? false,
        since: newest?.createdAt.toISOString() ?? null,
      };
    }
    return {
      notice,
      agreedVersion,
      upToDate: (agreedVersion ?? 0) >= notice.version,
      purposes,
      erasureRequestedAt: erasureRequestedAt?.toISOString() ?? null,
      history: rows.map(recordView),
    };
  }

  /** Agreement to the notice in force: `matching` and each optional purpose as chosen. */
  async agree(principal: ConsumerPrincipal, dto: AgreeConsentDto, ip: string | null) {
    const notice = currentNotice();
    if (dto.version !== notice.version)
      throw new AppError('CONSENT_NOTICE_OUTDATED', { version: notice.version });
    await this.agreeLocked(principal.userId, notice.version, dto, ip);
    return this.state(principal.userId);
  }

  @Transactional()
  private async agreeLocked(
    userId: number,
    version: number,
    dto: AgreeConsentDto,
    ip: string | null,
  ): Promise<void> {
    await this.consents.lockUser(userId);
    if (await this.consents.erasureRequestedAt(userId))
      throw new AppError('CONSENT_ERASURE_REQUESTED');
    const changes: ConsentChange[] = [
      { purpose: 'matching', granted: true },
      ...OPTIONAL_PURPOSES.map((purpose) => ({ purpose, granted: dto[purpose] ?? false })),
    ];
    await this.record(userId, version, 'consent_page', ip, changes);
  }

  /**
   * Gives or withdraws one optional purpose under the notice in force; a purpose already in that
   * state writes nothing (a withdrawal of a purpose never asked for is written). Granting needs the consumer to have agreed to the notice in force.
   */
  async change(
    principal: ConsumerPrincipal,
    purpose: ConsentPurpose,
    granted: boolean,
    ip: string | null,
  ) {
    if (purpose === 'matching') throw new AppError('CONSENT_PURPOSE_REQUIRED');
    const notice = currentNotice();
    await this.changeLocked(principal.userId, notice.version, { purpose, granted }, ip);
    return this.state(principal.userId);
  }

  @Transactional()
  private async changeLocked(
    userId: number,
    version: number,
    change: ConsentChange,
    ip: string | null,
  ): Promise<void> {
    const { purpose, granted } = change;
    await this.consents.lockUser(userId);
    if (granted && (await this.consents.erasureRequestedAt(userId)))
      throw new AppError('CONSENT_ERASURE_REQUESTED');
    if (granted && ((await this.consents.agreedVersion(userId)) ?? 0) < version)
      throw new AppError('CONSENT_NOTICE_OUTDATED', { version });
    if ((await this.consents.current(userId, purpose)) === granted) return;
    await this.record(userId, version, 'consent_page', ip, [change]);
  }

  /** The end of an erased consumer's kept ledger, in the caller's transaction; answers how many. */
  endKeptLedger(userId: number): Promise<number> {
    return this.consents.endLedger(userId);
  }

  /** The consents to share of hand-offs that have gone, deleted in the caller's transaction. */
  deleteShares(ids: string[]): Promise<void> {
    return this.consents.deleteRecords(ids);
  }
}
