import type { Pool } from 'pg';

/** A lock held by an open transaction on a connection of its own. */
export interface ConnectionLock {
  /** False once the connection broke: the lock went with it and its holder must stop. */
  readonly held: boolean;
  /** Ends the transaction, which releases the lock, and returns the connection. */
  release(): Promise<void>;
}

/**
 * Takes the advisory lock (`namespace`, `id`) with pg_try_advisory_xact_lock without waiting, or
 * returns null when someone else holds it. A transaction-level lock cannot outlive its holder: a
 * worker that dies while holding it loses its connection, and the lock with it.
 */
export async function tryConnectionLock(
  pool: Pool,
  namespace: string,
  id: number,
): Promise<ConnectionLock | null> {
  const client = await pool.connect();
  let held = true;
  // A checked-out connection that breaks emits 'error'; unheard, it would end the process.
  const onError = () => {
    held = false;
  };
  client.on('error', onError);
  const giveBack = (error?: Error) => {
    client.off('error', onError);
    client.release(error);
  };
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock(hashtext($1), $2) AS locked',
      [namespace, id],
    );
    if (!rows[0].locked) {
      await client.query('ROLLBACK');
      giveBack();
      return null;
    }
  } catch (error) {
    giveBack(error as Error);
    throw error;
  }
  return {
    get held() {
      return held;
    },
    async release() {
      try {
        await client.query('COMMIT');
        giveBack();
      } catch (error) {
        // The connection is gone, and the lock with it; the pool drops the connection.
        giveBack(error as Error);
      }
    },
  };
}
