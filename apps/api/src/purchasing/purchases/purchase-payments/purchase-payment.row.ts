import type { Prisma } from '@faktura/db';

// Its own file, so the response mapper and the payment parent (which calls the mapper) both
// name the row without importing each other.

/** The purchase a payment answer names. */
export const WITH_PURCHASE = {
  purchase: { select: { id: true, identifier: true, title: true } },
} as const satisfies Prisma.PurchasePaymentInclude;

/** A purchase payment with the purchase it belongs to. */
export type PurchasePaymentRow = Prisma.PurchasePaymentGetPayload<{
  include: typeof WITH_PURCHASE;
}>;
