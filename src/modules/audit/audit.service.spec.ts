import { describe, expect, it } from 'vitest';
import type { Principal } from '../../common/auth/principal';
import { actorOf } from './audit.service';

const token = { tokenId: 't', tokenExpiresAt: new Date(), ip: '198.18.0.1', requestId: 'r-1' };

describe('actorOf', () => {
  it('names an admin', () => {
    const admin: Principal = {
      audience: 'admin',
      adminId: 4,
      roleId: 1,
      sessionVersion: 0,
      ...token,
    };
    expect(actorOf(admin)).toEqual({
      actorType: 'admin',
      actorId: 4,
      masqueradeAdminId: null,
      ip: '198.18.0.1',
      requestId: 'r-1',
    });
  });

  it('names both the partner user and, under a masquerade, the admin behind it', () => {
    const partner: Principal = {
      audience: 'partner',
      partnerId: 2,
      merchantId: 3,
      partnerUserId: 9,
      masqueradeAdminId: null,
      ...token,
    };
    expect(actorOf(partner)).toMatchObject({
      actorType: 'partner',
      actorId: 9,
      masqueradeAdminId: null,
    });
    const masquerade: Principal = { ...partner, partnerUserId: null, masqueradeAdminId: 4 };
    expect(actorOf(masquerade)).toMatchObject({
      actorType: 'partner',
      actorId: null,
      masqueradeAdminId: 4,
    });
  });

  it('names a consumer, and the system when there is no principal', () => {
    const consumer: Principal = {
      audience: 'consumer',
      userId: 5,
      prospectAppId: null,
      partnerAsserted: false,
      ...token,
    };
    expect(actorOf(consumer)).toMatchObject({ actorType: 'consumer', actorId: 5 });
    expect(actorOf(null)).toEqual({ actorType: 'system', actorId: null, masqueradeAdminId: null });
  });
});
