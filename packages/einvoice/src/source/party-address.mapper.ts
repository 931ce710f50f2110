import { parseRecipientAddress } from '@faktura/documents';
import type { EInvoiceAddress } from '../generation/einvoice-source.types';

/** The seller's postal address (BG-5) from the account's fields. */
export function sellerAddress(account: {
  street: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string;
}): EInvoiceAddress {
  return {
    street: account.street?.trim() || undefined,
    postcode: account.zip?.trim() || undefined,
    city: account.city?.trim() || undefined,
    countryCode: account.countryCode.trim().toUpperCase(),
  };
}

/**
 * The buyer's postal address (BG-8) from the invoice's address block ("Name\nStreet 1\n12345
 * Town"): street and town when its last line holds a postal code; else the lines after the name
 * as street and additional line, and the last one as the town, so nothing printed is lost.
 */
export function buyerAddress(block: string, countryCode: string): EInvoiceAddress {
  const country = countryCode.trim().toUpperCase();
  const parsed = parseRecipientAddress(block, country);
  if (parsed) {
    const street = [parsed.street, parsed.buildingNumber].filter(Boolean).join(' ');
    return {
      street: street || undefined,
      postcode: parsed.postalCode,
      city: parsed.town,
      countryCode: country,
    };
  }
  const lines = block
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(1);
  return {
    street: lines.length > 1 ? lines[0] : undefined,
    additionalStreet: lines.length > 2 ? lines.slice(1, -1).join(', ') : undefined,
    city: lines.at(-1),
    countryCode: country,
  };
}
