import type { Invoice } from '@e-invoice-eu/core';
import { PEPPOL_EAS_CODES } from '@faktura/domain';
import { endpoint } from './einvoice-parties.mapper';
import type {
  EInvoiceBuyer,
  EInvoiceElectronicAddress,
  EInvoiceSeller,
  EInvoiceSource,
} from './einvoice-source.types';

type UblInvoice = Invoice['ubl:Invoice'];
type SellerParty = UblInvoice['cac:AccountingSupplierParty']['cac:Party'];
type TaxSchemes = NonNullable<SellerParty['cac:PartyTaxScheme']>;

// Peppol's EAS list (PEPPOL-EN16931-CL008) has no `EM`: an e-mail address is never a Peppol
// endpoint, so the other formats' default does not carry over.
const PEPPOL_SCHEMES: ReadonlySet<string> = new Set(PEPPOL_EAS_CODES);

function isPeppolScheme(scheme: string | undefined): boolean {
  return scheme !== undefined && PEPPOL_SCHEMES.has(scheme);
}

/**
 * The Peppol endpoint (BT-34/BT-49) of a party: its participant id, else its electronic address
 * when that is of a Peppol scheme (a buyer's Leitweg-ID, 0204); undefined when it has neither,
 * which the source check reports as `seller.peppolId` / `buyer.peppolId`.
 */
export function peppolEndpoint(
  party: Pick<EInvoiceSeller | EInvoiceBuyer, 'peppolId' | 'electronicAddress'>,
): EInvoiceElectronicAddress | undefined {
  if (party.peppolId?.value?.trim()) return party.peppolId;
  const address = party.electronicAddress;
  return address?.value?.trim() && isPeppolScheme(address.scheme) ? address : undefined;
}

/**
 * Peppol BIS Billing 3.0 on top of the EN 16931 input: the parties' Peppol endpoints
 * (PEPPOL-EN16931-R010/R020), one note unless seller and buyer are both German (R002), and for a
 * Norwegian seller in the register of business enterprises the "Foretaksregisteret" statement
 * (NO-R-002; the organisation number is BT-30 there, so it takes the place of BT-32).
 */
export function withPeppolRules(invoice: UblInvoice, source: EInvoiceSource): UblInvoice {
  const seller = invoice['cac:AccountingSupplierParty']['cac:Party'];
  const buyer = invoice['cac:AccountingCustomerParty']['cac:Party'];
  return {
    ...invoice,
    'cbc:Note': notes(invoice['cbc:Note'], source),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        ...seller,
        ...endpoint(peppolEndpoint(source.seller)),
        'cac:PartyTaxScheme': sellerTaxSchemes(seller['cac:PartyTaxScheme'], source.seller),
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': { ...buyer, ...endpoint(peppolEndpoint(source.buyer)) },
    },
  };
}

function notes(list: UblInvoice['cbc:Note'], source: EInvoiceSource) {
  const bothGerman =
    source.seller.address.countryCode === 'DE' && source.buyer.address.countryCode === 'DE';
  if (!list || list.length <= 1 || bothGerman) return list;
  return [list.join('\n')];
}

function sellerTaxSchemes(schemes: TaxSchemes | undefined, seller: EInvoiceSeller) {
  if (seller.address.countryCode !== 'NO' || !seller.registrationId?.trim()) return schemes;
  const vat = (schemes ?? []).filter((scheme) => scheme['cac:TaxScheme']['cbc:ID'] === 'VAT');
  const register = { 'cbc:CompanyID': 'Foretaksregisteret', 'cac:TaxScheme': { 'cbc:ID': 'TAX' } };
  return [...vat, register] as TaxSchemes;
}
