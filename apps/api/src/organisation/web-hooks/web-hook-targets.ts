import type { EntityType, WebhookTarget } from '@faktura/db';

/**
 * The Prisma name of each wire target: the `entity_type` enum stores the reference's class
 * names (`Invoice::Payment`), which Prisma spells as identifiers (`InvoicePayment`).
 */
const PRISMA_TARGETS = {
  Offer: 'Offer',
  Invoice: 'Invoice',
  'Invoice::Payment': 'InvoicePayment',
  InvoiceReminder: 'InvoiceReminder',
  Purchase: 'Purchase',
  'Purchase::Payment': 'PurchasePayment',
  Company: 'Company',
  Contact: 'Contact',
  Project: 'Project',
  Deal: 'Deal',
  Activity: 'Activity',
  Expense: 'Expense',
  Comment: 'Comment',
} as const satisfies Record<WebhookTarget, EntityType>;

const WIRE_TARGETS = new Map<EntityType, WebhookTarget>(
  Object.entries(PRISMA_TARGETS).map(([wire, prisma]) => [prisma, wire as WebhookTarget]),
);

/** The column value Prisma writes for a wire target. */
export function prismaTarget(target: WebhookTarget): EntityType {
  return PRISMA_TARGETS[target];
}

/** The wire target (`X-Moco-Target`, the record's `target`) of a stored one. */
export function wireTarget(target: EntityType): WebhookTarget {
  const wire = WIRE_TARGETS.get(target);
  if (!wire) throw new Error(`entity type ${target} is no web hook target`);
  return wire;
}
