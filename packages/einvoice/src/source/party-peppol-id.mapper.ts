import { defaultPeppolId, parsePeppolId } from '@faktura/domain';
import type { EInvoiceElectronicAddress } from '../generation/einvoice-source.types';

/**
 * A party's Peppol participant identifier: the stored `peppol_id` (`<scheme>:<value>`), else the
 * default its VAT ID implies where that is safe (DE -> 9930, BE -> 0208), else none. A stored id
 * that no longer passes the checks counts as none rather than being sent to the network.
 */
export function partyPeppolId(
  stored: string | null | undefined,
  vatId: string | null | undefined,
): EInvoiceElectronicAddress | undefined {
  const id = parsePeppolId(stored) ?? defaultPeppolId(vatId);
  return id && { scheme: id.scheme, value: id.value };
}
