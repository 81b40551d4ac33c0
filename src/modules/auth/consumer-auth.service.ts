import { Injectable } from '@nestjs/common';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { ApplicationsRepository } from '../applications/applications.repository';
import type { Visit } from './consumer-accounts.service';
import type { VerifyOtpDto } from './dto/verify-otp.dto';
import { OtpService } from './otp.service';
import { RevocationService } from './revocation.service';
import { TokenService, type ConsumerClaims } from './token.service';
import { AppError } from '../../common/errors';
import { ConsentService } from '../consent/consent.service';

@Injectable()
export class ConsumerAuthService {
  constructor(
    private readonly otp: OtpService,
    private readonly tokens: TokenService,
    private readonly revocations: RevocationService,
    private readonly records: ApplicationsRepository,
    private readonly consents: ConsentService,
  ) {}

  send(phoneNumber: string, ip: string | null) {
    return this.otp.send(phoneNumber, ip);
  }

  async verify(visit: VerifyOtpDto & Visit, ip: string | null) {
    const { userId, prospectAppId } = await this.otp.verify(visit, ip);
    const claims: ConsumerClaims = { prospectAppId };
    const { token } = await this.tokens.issue('consumer', userId, claims);
    return { token, prospectAppId, userId, consentRequired: await this.consents.required(userId) };
  }

  /** Who the consumer token belongs to: lets the consumer app check its stored token. */
  async session(principal: ConsumerPrincipal) {
    const user = await this.records.findUser(this.records.manager, principal.userId);
    if (!user) throw new AppError('CONSUMER_NOT_FOUND');
    return {
      userId: user.id,
      prospectAppId: principal.prospectAppId,
      phoneNumber: user.phoneNumber,
      consentRequired: await this.consents.required(user.id),
    };
  }

  async logout(principal: ConsumerPrincipal) {
    await this.revocations.revoke(principal);
    return { message: 'Signed out' };
  }
}
