/**
 * Whether an error means "PostgreSQL cannot be reached or is not accepting work right now", as
 * opposed to a wrong query: such a request is worth retrying, so it answers 503, not 500.
 *
 * Errors arrive in three forms: Prisma's (a `P1xxx` code, or `driverAdapterError.cause` in
 * `meta` naming the adapter's kind and PostgreSQL's SQLSTATE), node-postgres' own (SQLSTATE in
 * `code`), and Node's socket errors (`ECONNREFUSED`, ...) or pg's bare "Connection terminated"
 * errors. Causes are followed a few levels deep.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isRecord(current); depth++) {
    if (matches(current)) return true;
    const adapterCause = adapterErrorCause(current);
    if (adapterCause && matches(adapterCause)) return true;
    current = current.cause;
  }
  return false;
}

/** Prisma's "cannot reach / timed out / closed" family (P1000-P1017) and pool timeouts. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1003', 'P1008', 'P1011', 'P1017', 'P2024']);

/** @prisma/driver-adapter-utils kinds that say the connection, not the query, failed. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'DatabaseDoesNotExist',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TlsConnectionError',
]);

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATE: class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect
 * now: starting up or shutting down), 53300 (too many connections), 3D000 (the database is gone).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300|3D000)$/;

/** pg's messages for a connection that died without a socket error code. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused)/i;

function matches(error: Record<string, unknown>): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATE.test(code))) {
    return true;
  }
  if (typeof error.kind === 'string' && ADAPTER_KINDS.has(error.kind)) return true;
  if (typeof error.originalCode === 'string' && SQLSTATE.test(error.originalCode)) return true;
  if (error.kind === 'postgres' && typeof error.code === 'string' && SQLSTATE.test(error.code)) {
    return true;
  }
  return typeof error.message === 'string' && CONNECTION_MESSAGES.test(error.message);
}

/** `meta.driverAdapterError.cause` of a Prisma error, or `cause` of a DriverAdapterError. */
function adapterErrorCause(error: Record<string, unknown>): Record<string, unknown> | null {
  const meta = isRecord(error.meta) ? error.meta : null;
  const adapterError = meta && isRecord(meta.driverAdapterError) ? meta.driverAdapterError : null;
  const cause = adapterError?.cause ?? (error.name === 'DriverAdapterError' ? error.cause : null);
  return isRecord(cause) ? cause : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
