import { DomainError } from '@faktura/domain';
import type { AccountTx } from '../database';

/**
 * Attempts when the child moves to another parent while we wait for its parent's lock. Every
 * lost attempt means another request committed a move, so this many requests changing one
 * child at once all succeed.
 */
const MOVE_ATTEMPTS = 10;

/** Thrown inside a transaction to run it again; never leaves this file. */
class ChildMoved extends Error {}

/** How to find a child row (a payment), read its parent's id and lock parents (ascending). */
export interface LockedParentSteps<C, L> {
  transaction: <T>(work: (tx: AccountTx) => Promise<T>) => Promise<T>;
  find: (tx: AccountTx) => Promise<C | null>;
  parentId: (child: C) => number;
  lock: (parentIds: number[], tx: AccountTx) => Promise<L>;
}

/**
 * Runs `work` with the child's parent (and `targetParentId`, if given) locked. The child is read
 * again under the lock: when it moved to another parent meanwhile, the lock is on the wrong
 * parent, so the transaction starts over (409 after MOVE_ATTEMPTS). A missing child is a 404.
 */
export async function withLockedParent<C, L, T>(
  steps: LockedParentSteps<C, L>,
  targetParentId: number | undefined,
  work: (tx: AccountTx, child: C, locked: L) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await steps.transaction(async (tx) => {
        const seen = await steps.find(tx);
        if (!seen) throw DomainError.notFound();
        const ids = [steps.parentId(seen), ...(targetParentId ? [targetParentId] : [])];
        const locked = await steps.lock(ids, tx);
        const child = await steps.find(tx);
        if (!child) throw DomainError.notFound();
        if (steps.parentId(child) !== steps.parentId(seen)) throw new ChildMoved();
        return work(tx, child, locked);
      });
    } catch (error) {
      if (!(error instanceof ChildMoved)) throw error;
      if (attempt >= MOVE_ATTEMPTS)
        throw DomainError.conflict('The payment was changed at the same time; please retry');
    }
  }
}
