import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaClient } from './generated/prisma/client';
import { serializeTransactions } from './serialized-transactions';

// A database host that does not answer at all (no refusal) fails a connection attempt after this,
// which the API reports as 503, instead of letting requests hang.
const CONNECT_TIMEOUT_MS = 10_000;

export interface ConnectionOptions {
  /** Largest number of pooled connections. */
  max?: number;
}

export interface PrismaClientOptions extends ConnectionOptions {
  /**
   * A pool (from createPgPool) the client shares with queries that bypass Prisma; `max` is then
   * the pool's. Ending it is left to its owner.
   */
  pool?: Pool;
}

/**
 * A Prisma client on the driver adapter (Prisma 7 needs no native query engine this way).
 * Transactions wait up to 10 s for a connection and may run 30 s: under a burst (50 invoices
 * at once) they queue on the pool and on the numbering lock instead of failing after Prisma's
 * default 2 s / 5 s. Statements of one transaction go out one at a time (serializeTransactions).
 */
export function createPrismaClient(url: string, options: PrismaClientOptions = {}): PrismaClient {
  const adapter = serializeTransactions(
    new PrismaPg(
      options.pool ?? {
        connectionString: url,
        max: options.max ?? 10,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      },
    ),
  );
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 10_000, timeout: 30_000 } });
}

/** A plain pg pool, for what Prisma cannot do (LISTEN/NOTIFY, job claiming). */
export function createPgPool(url: string, options: ConnectionOptions = {}): Pool {
  const pool = new Pool({
    connectionString: url,
    max: options.max ?? 5,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server closes (restart, failover) emits 'error' on the pool; without
  // a listener that would end the process. The pool replaces the connection on next use.
  pool.on('error', () => undefined);
  return pool;
}

/** Whether the database answers a trivial query within the timeout. */
export async function pingDatabase(prisma: PrismaClient, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((done) => {
    timer = setTimeout(() => done(false), timeoutMs);
  });
  const query = prisma.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
