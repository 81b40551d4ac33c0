import { Injectable } from '@nestjs/common';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { MyDataRepository } from './my-data.repository';

/**
 * The consumer's data download (DPDP Act 2023, the right to access): their account, every visit
 * with its attribution, applications with their status history, hand-offs to lenders with the
 * offer as shown, the Key Fact Statements, help requests, grievances, our calls and the consent
 * ledger, as one JSON document.
 */
@Injectable()
export class MyDataService {
  constructor(private readonly data: MyDataRepository) {}

  async export(principal: ConsumerPrincipal) {
    const account = await this.data.account(principal.userId);
    if (!account) throw new AppError('CONSUMER_NOT_FOUND');
    const phone = String(account.phone_number);
    const [
      visits,
      applications,
      statusHistory,
      handOffs,
      keyFactStatements,
      helpRequests,
      grievances,
      calls,
      consents,
    ] = await Promise.all([
      this.data.visits(principal.userId),
      this.data.applications(principal.userId),
      this.data.statusHistory(principal.userId),
      this.data.handOffs(principal.userId),
      this.data.keyFactStatements(principal.userId),
      this.data.helpRequests(principal.userId),
      this.data.grievances(phone),
      this.data.calls(principal.userId),
      this.data.consents(principal.userId),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      account,
      visits,
      applications,
      statusHistory,
      handOffs,
      keyFactStatements,
      helpRequests,
      grievances,
      calls,
      consents,
    };
  }
}
