import type { Prisma } from '@faktura/db';
import {
  one,
  referredBy,
  RecordQuery,
  userOf,
  VALUE,
  type UserReferenceSelect,
} from '../../platform/database';

/** What a confirmation's record shows besides its columns: who issued it and its offer. */
type References = {
  user: UserReferenceSelect;
  offer: { select: { id: true; identifier: true; title: true } };
};

export type OfferConfirmationRow = Prisma.OfferConfirmationGetPayload<{ include: References }>;

/** Confirmations with their user and offer, in one statement (lists and details alike). */
export const OFFER_CONFIRMATION_RECORDS = new RecordQuery<OfferConfirmationRow>(
  'offer_confirmations',
  {
    user: userOf('user_id'),
    offer: one('offers', { id: VALUE, identifier: VALUE, title: VALUE }, referredBy('offer_id')),
  },
);
