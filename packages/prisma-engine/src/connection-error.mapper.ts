import { isRecord } from './stderr.logger';

/** A user-facing error in the shape of the native engine's known errors. */
export interface KnownError {
  /** Prisma error code, e.g. `P1003`; absent when no known error fits. */
  errorCode?: string;
  message: string;
}

/** Host, port, user and database a connection string points at (for messages). */
export interface UrlParts {
  host: string;
  port: string;
  user: string;
  database: string;
}

/** Reads host, port, user and database name out of a PostgreSQL URL, with libpq defaults. */
export function urlParts(url: string): UrlParts {
  const parsed = new URL(url);
  const user = decodeURIComponent(parsed.username) || 'postgres';
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || user;
  const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
  return { host, port: parsed.port || '5432', user, database };
}

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Maps a `pg` connection error to the native engine's known error, so that the CLI reacts the
 * same way (notably `P1003`, on which `migrate dev` creates the database).
 */
export function describeConnectionError(error: unknown, url: string): KnownError {
  const { host, port, user, database } = safeUrlParts(url);
  const code = isRecord(error) && typeof error.code === 'string' ? error.code : '';
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case '3D000':
      return {
        errorCode: 'P1003',
        message: `Database \`${database}\` does not exist on the database server at \`${host}:${port}\`.`,
      };
    case '28P01':
    case '28000':
      return {
        errorCode: 'P1000',
        message:
          `Authentication failed against database server at \`${host}\`, the provided database ` +
          `credentials for \`${user}\` are not valid.\n\nPlease make sure to provide valid ` +
          `database credentials for the database server at \`${host}\`.`,
      };
    case '42501':
      return {
        errorCode: 'P1010',
        message: `User \`${user}\` was denied access on the database \`${database}\``,
      };
    case '42P04':
      return {
        errorCode: 'P1009',
        message: `Database \`${database}\` already exists on the database server at \`${host}:${port}\``,
      };
    case 'ETIMEDOUT':
      return {
        errorCode: 'P1002',
        message: `The database server at \`${host}:${port}\` was reached but timed out.`,
      };
  }
  if (SOCKET_CODES.has(code)) {
    return {
      errorCode: 'P1001',
      message:
        `Can't reach database server at \`${host}:${port}\`\n\n` +
        `Please make sure your database server is running at \`${host}:${port}\`.`,
    };
  }
  return { message };
}

function safeUrlParts(url: string): UrlParts {
  try {
    return urlParts(url);
  } catch {
    return { host: '?', port: '?', user: '?', database: '?' };
  }
}
