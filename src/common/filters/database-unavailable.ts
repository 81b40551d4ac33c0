/**
 * Whether an error says the database could not be reached rather than that the query was wrong:
 * a restart or failover, which a retry a few seconds later gets through. PostgreSQL's class 08
 * (connection exception), 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now), 53300
 * (too many connections) and a database closed to connections (ALLOW_CONNECTIONS false); the
 * socket's own failures; and node-postgres's messages for a connection that ended or a pool that
 * could not connect in time. TypeORM wraps a failed query (QueryFailedError, with the driver's
 * error as `driverError`); a failed connect reaches us as the driver's error itself.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const SERVER_CODES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|database ".*" is not currently accepting connections)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 2; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code)))
      return true;
    if (DRIVER_MESSAGES.test(e.message)) return true;
    // Not `cause`: a lender's or gateway's failed fetch carries ECONNREFUSED there too.
    e = (e as { driverError?: unknown }).driverError;
  }
  return false;
}
