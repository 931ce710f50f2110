import type { PrismaClient } from '@faktura/db';
import { loadOfferEmailValues } from '@faktura/documents';
import { OFFER_PLACEHOLDERS, substitutePlainPlaceholders } from '@faktura/domain';
import type { DeliveryTextSource } from '../mail/mail.types';

/**
 * Subject and text of an offer e-mail with the offer's variables filled in as they are when the
 * mail goes out; `{me}` is the user whose key sent it.
 */
export function deliveryTextSource(prisma: PrismaClient, publicUrl: string): DeliveryTextSource {
  return async (delivery) => {
    if (delivery.documentKind !== 'offer') {
      throw new Error(`No e-mail variables for ${delivery.documentKind} documents yet`);
    }
    const values = await loadOfferEmailValues(prisma, {
      accountId: delivery.accountId,
      offerId: delivery.documentId,
      publicUrl,
      meUserId: delivery.userId,
    });
    const fill = (template: string) =>
      substitutePlainPlaceholders(template, values, OFFER_PLACEHOLDERS);
    return { subject: fill(delivery.subject), text: fill(delivery.text) };
  };
}
