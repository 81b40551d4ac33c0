/**
 * The instant a password change ends the sessions signed in before it: the start of the current
 * second on this server's clock, the clock that stamps tokens' `iat` (whole seconds). A token
 * issued afterwards is at or after it; earlier ones are refused (PrincipalService).
 */
export const sessionCutOff = (now = Date.now()) => new Date(Math.floor(now / 1000) * 1000);
