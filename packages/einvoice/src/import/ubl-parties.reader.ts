import { peppolIdOf, withoutUndefined, type TermReader } from './einvoice-terms.reader';
import type { ParsedEInvoiceSeller } from './parsed-einvoice.types';
import type { XmlNode } from './xml-node.query';

/** The seller's or buyer's terms as stated; the buyer ignores tradingName and taxNumber. */
type Party = ParsedEInvoiceSeller;

/**
 * BG-4 seller or BG-7 buyer from a UBL `cac:Party`: the legal name (BT-27/BT-44, mandatory),
 * the VAT identifier from the tax scheme VAT and the tax number from any other scheme, address,
 * contact e-mail and electronic address (with its participant identifier, for Peppol BIS).
 */
export function readUblParty(
  party: XmlNode | undefined,
  role: 'seller' | 'buyer',
  terms: TermReader,
): Party {
  const term = role === 'seller' ? 'BT-27 seller name' : 'BT-44 buyer name';
  const taxSchemes = party?.all('cac:PartyTaxScheme') ?? [];
  const vatScheme = taxSchemes.find((scheme) => scheme.text('cac:TaxScheme', 'cbc:ID') === 'VAT');
  const otherScheme = taxSchemes.find((scheme) => scheme !== vatScheme);
  const address = party?.first('cac:PostalAddress');
  return withoutUndefined({
    name: terms.text(party?.text('cac:PartyLegalEntity', 'cbc:RegistrationName'), term),
    tradingName: role === 'seller' ? party?.text('cac:PartyName', 'cbc:Name') : undefined,
    vatId: vatScheme?.text('cbc:CompanyID'),
    taxNumber: role === 'seller' ? otherScheme?.text('cbc:CompanyID') : undefined,
    street: address?.text('cbc:StreetName'),
    postcode: address?.text('cbc:PostalZone'),
    city: address?.text('cbc:CityName'),
    countryCode: address?.text('cac:Country', 'cbc:IdentificationCode'),
    email: party?.text('cac:Contact', 'cbc:ElectronicMail'),
    electronicAddress: party?.text('cbc:EndpointID'),
    peppolId: peppolIdOf(party?.first('cbc:EndpointID')),
  });
}
