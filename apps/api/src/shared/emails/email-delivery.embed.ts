import type { DocumentKind } from '@faktura/db';
import { many, TIME, VALUE, type Embedded, type Shape } from '../../platform/database';
import { EMAIL_DELIVERY_COLUMNS } from './email-delivery.mapper';

const TIMES = new Set(['createdAt', 'sentAt', 'updatedAt']);

/** The columns of EMAIL_DELIVERY_COLUMNS, the timestamps marked as such. */
const EMAIL_DELIVERY: Shape = Object.fromEntries(
  Object.keys(EMAIL_DELIVERY_COLUMNS).map((field) => [field, TIMES.has(field) ? TIME : VALUE]),
);

/** A document's e-mail deliveries of `kinds`, oldest first (`emailDeliveries`). */
export function emailDeliveriesOf(kinds: readonly DocumentKind[]): Embedded {
  // Kinds are enum constants of the code, never input.
  const list = kinds.map((kind) => `'${kind}'`).join(', ');
  return many(
    'email_deliveries',
    EMAIL_DELIVERY,
    (self, parent) => `${self}.document_kind IN (${list}) AND ${self}.document_id = ${parent}.id`,
    { orderBy: 'id' },
  );
}
