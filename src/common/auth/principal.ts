import type { AdminRole } from '@marketplace/contracts';

/** What every signed-in principal carries: its token (for logout) and where the request came from. */
interface PrincipalBase {
  tokenId: string;
  tokenExpiresAt: Date;
  ip: string | null;
  requestId: string | null;
}

export interface ConsumerPrincipal extends PrincipalBase {
  audience: 'consumer';
  userId: number;
  prospectAppId: string | null;
  /**
   * Signed in by a partner's sign-in token: no OTP proved that this session holds the phone.
   * Routes declared `@ConsumerRoute({ stepUp: true })` refuse it until the step-up OTP.
   */
  partnerAsserted: boolean;
}

export interface AdminPrincipal extends PrincipalBase {
  audience: 'admin';
  adminId: number;
  /** Read from the database on every request, so a role change applies at once. */
  roleId: AdminRole;
  /** The admin's session version the token carries (a disable or reset moves it on). */
  sessionVersion: number;
}

export interface PartnerPrincipal extends PrincipalBase {
  audience: 'partner';
  partnerId: number;
  merchantId: number | null;
  /** The partner-portal login; null when an admin masquerades (no partner user is involved). */
  partnerUserId: number | null;
  /** The role-1 admin acting as this partner, when the token came from a masquerade. */
  masqueradeAdminId: number | null;
}

export type Principal = ConsumerPrincipal | AdminPrincipal | PartnerPrincipal;
