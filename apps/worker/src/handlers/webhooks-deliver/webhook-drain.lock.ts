import type { Pool } from 'pg';
import { type ConnectionLock, tryConnectionLock } from '../../runner/connection-lock';

/** First key of the two-key advisory lock (its own key space; the second key is the hook id). */
const LOCK_NAMESPACE = 'faktura.webhook-drain';

/** The drain lock of one hook, held by an open transaction on a connection of its own. */
export type HookDrainLock = ConnectionLock;

/** Takes the hook's drain lock without waiting, or returns null when another drain holds it. */
export function tryLockHookDrain(pool: Pool, hookId: number): Promise<HookDrainLock | null> {
  return tryConnectionLock(pool, LOCK_NAMESPACE, hookId);
}
