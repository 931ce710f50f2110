import { Prisma } from '@faktura/db';
import type { ListOfferConfirmationsQuery } from './dto/list-offer-confirmations.query';

/** GET /offer_confirmations: `offer_id` (one or several); ids and updated_after are shared. */
export function offerConfirmationListConditions(query: ListOfferConfirmationsQuery): Prisma.Sql[] {
  return query.offer_id ? [Prisma.sql`offer_id = ANY(${query.offer_id}::int[])`] : [];
}
