/** The three audiences: each has its own login, secret, token audience and passport strategy. */
export type Audience = 'consumer' | 'admin' | 'partner';

export const AUDIENCES: readonly Audience[] = ['consumer', 'admin', 'partner'];

/** The issuer every token carries and every strategy checks. */
export const TOKEN_ISSUER = 'credit-marketplace';

/** The `aud` and `typ` claims of each audience's tokens. */
export const TOKEN_CLAIMS: Record<Audience, { aud: string; typ: string }> = {
  consumer: { aud: 'cm-consumer', typ: 'consumer' },
  admin: { aud: 'cm-admin', typ: 'admin' },
  partner: { aud: 'cm-partner', typ: 'partner' },
};

/** The passport strategy name of each audience. */
export const STRATEGY: Record<Audience, string> = {
  consumer: 'consumer-jwt',
  admin: 'admin-jwt',
  partner: 'partner-jwt',
};
