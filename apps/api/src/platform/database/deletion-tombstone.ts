import type { EntityType, Prisma } from '@faktura/db';
import type { AccountTx } from './account-scope.extension';

/** Who deleted a record, and what its tombstone keeps besides the custom properties. */
export interface Deletion {
  userId: number;
  /** Why (an invoice past its draft must say so). */
  reason?: string | null;
  /** The record as the API showed it before (deleted invoices and purchases). */
  snapshot?: Prisma.InputJsonObject;
}

/**
 * Leaves the tombstone of a deleted record for synchronisation: its ID and custom properties,
 * who deleted it and, where given, why and what it was. Written in the deletion's transaction.
 */
export async function leaveTombstone(
  db: AccountTx,
  entityType: EntityType,
  row: { id: number; customProperties: Prisma.JsonValue },
  deletion: Deletion,
): Promise<void> {
  const { reason, snapshot } = deletion;
  await db.deletionTombstone.create({
    data: {
      entityType,
      entityId: row.id,
      ...(reason !== undefined && { reason }),
      ...(snapshot !== undefined && { snapshot }),
      customProperties: row.customProperties as Prisma.InputJsonObject,
      deletedById: deletion.userId,
    } as Prisma.DeletionTombstoneUncheckedCreateInput,
  });
}
