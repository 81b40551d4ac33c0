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
    return {
      token,
      prospectAppId,
      userId,
      consentRequired: await this.consents.required(userId),
      analytics: await this.consents.analyticsGiven(userId),
    };
  }

  /** Who the consumer token belongs to: lets the consumer app check its stored token. */
  async session(principal: ConsumerPrincipal) {
    const user = await this.records.findUser(principal.userId);
    if (!user) throw new AppError('CONSUMER_NOT_FOUND');
    return {
      userId: user.id,
      prospectAppId: principal.prospectAppId,
      phoneNumber: user.phoneNumber,
      // The app asks for the step-up OTP before what only the phone's holder may see or do.
      partnerAsserted: principal.partnerAsserted,
      consentRequired: await this.consents.required(user.id),
      analytics: await this.consents.analyticsGiven(user.id),
    };
  }

  /** Sends the step-up code to the consumer's own number, under the sign-in OTP's limits. */
  async sendStepUp(principal: ConsumerPrincipal, ip: string | null) {
    return this.otp.send(await this.phoneOf(principal), ip, 'step_up');
  }

  /**
   * The step-up: the code proves this session holds the phone. The session continues under a
   * fresh token without the partner-asserted flag, and the asserted token is revoked, so it
   * cannot be used for what only the phone's holder may do.
   */
  async verifyStepUp(principal: ConsumerPrincipal, otp: string) {
    await this.otp.verifyStepUp(await this.phoneOf(principal), otp);
    const claims: ConsumerClaims = { prospectAppId: principal.prospectAppId };
    const { token } = await this.tokens.issue('consumer', principal.userId, claims);
    await this.revocations.revoke(principal);
    return { token };
  }

  private async phoneOf(principal: ConsumerPrincipal) {
    const user = await this.records.findUser(principal.userId);
    if (!user?.phoneNumber) throw new AppError('CONSUMER_NOT_FOUND');
    return user.phoneNumber;
  }

  async logout(principal: ConsumerPrincipal) {
    await this.revocations.revoke(principal);
    return { message: 'Signed out' };
  }
}
