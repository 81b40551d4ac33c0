import { Injectable } from '@nestjs/common';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { ErasureRepository } from './erasure.repository';
import { MyDataRepository } from './my-data.repository';

/**
 * The consumer's data download (DPDP Act 2023, the right to access): their account, every visit
 * with its attribution, applications with their status history, hand-offs to lenders with the
 * offer as shown, the Key Fact Statements, hand-offs to insurers with the plan as shown, help
 * requests, grievances, our calls and the consent ledger, and the partner, lenders and insurers
 * their data went to, as one JSON document.
 */
@Injectable()
export class MyDataService {
  constructor(
    private readonly data: MyDataRepository,
    private readonly erasures: ErasureRepository,
  ) {}

  async export(principal: ConsumerPrincipal) {
    const account = await this.data.account(principal.userId);
    if (!account) throw new AppError('CONSUMER_NOT_FOUND');
    const phone = String(account.phone_number);
    const uid = principal.userId;
    // One query per part, run together; the document lists them in this order.
    const parts = {
      visits: this.data.visits(uid),
      applications: this.data.applications(uid),
      statusHistory: this.data.statusHistory(uid),
      handOffs: this.data.handOffs(uid),
      keyFactStatements: this.data.keyFactStatements(uid),
      insuranceHandOffs: this.data.insuranceHandOffs(uid),
      helpRequests: this.data.helpRequests(uid),
      grievances: this.data.grievances(phone),
      calls: this.data.calls(uid),
      consents: this.data.consents(uid),
      // DPDP Act 2023 s.11(1)(b): everyone the data was shared with.
      recipients: this.erasures.recipients(uid),
    };
    const rows = await Promise.all(Object.values(parts));
    return {
      exportedAt: new Date().toISOString(),
      account,
      ...Object.fromEntries(Object.keys(parts).map((key, i) => [key, rows[i]])),
    };
  }
}
