import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { User } from '../users/user.entity';
import type { VerifyOtpDto } from './dto/verify-otp.dto';
import { OtpService } from './otp.service';
import { RevocationService } from './revocation.service';
import { TokenService, type ConsumerClaims } from './token.service';
import { AppError } from '../../common/errors';

@Injectable()
export class ConsumerAuthService {
  constructor(
    private readonly otp: OtpService,
    private readonly tokens: TokenService,
    private readonly revocations: RevocationService,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  send(phoneNumber: string, ip: string | null) {
    return this.otp.send(phoneNumber, ip);
  }

  async verify(visit: VerifyOtpDto, ip: string | null) {
    const { userId, prospectAppId } = await this.otp.verify(visit, ip);
    const claims: ConsumerClaims = { prospectAppId };
    const { token } = await this.tokens.issue('consumer', userId, claims);
    return { token, prospectAppId, userId };
  }

  /** Who the consumer token belongs to: lets the consumer app check its stored token. */
  async session(principal: ConsumerPrincipal) {
    const user = await this.users.findOne({ where: { id: principal.userId } });
    if (!user) throw new AppError('CONSUMER_NOT_FOUND');
    return {
      userId: user.id,
      prospectAppId: principal.prospectAppId,
      phoneNumber: user.phoneNumber,
    };
  }

  async logout(principal: ConsumerPrincipal) {
    await this.revocations.revoke(principal);
    return { message: 'Signed out' };
  }
}
