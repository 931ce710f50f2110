import { peppolIdOf, withoutUndefined, type TermReader } from './einvoice-terms.reader';
import type { ParsedEInvoiceSeller } from './parsed-einvoice.types';
import type { XmlNode } from './xml-node.query';

/**
 * BG-4 seller or BG-7 buyer from a CII trade party: the name (BT-27/BT-44, mandatory), the VAT
 * identifier (tax registration scheme VA) and the tax number (scheme FC), address, contact
 * e-mail and electronic address (with its participant identifier, as UBL's).
 */
export function readCiiParty(
  party: XmlNode | undefined,
  role: 'seller' | 'buyer',
  terms: TermReader,
): ParsedEInvoiceSeller {
  const term = role === 'seller' ? 'BT-27 seller name' : 'BT-44 buyer name';
  const registrations = party?.all('ram:SpecifiedTaxRegistration', 'ram:ID') ?? [];
  const registration = (scheme: string) =>
    registrations.find((id) => id.attribute('schemeID') === scheme)?.value;
  const address = party?.first('ram:PostalTradeAddress');
  const seller = role === 'seller';
  return withoutUndefined({
    name: terms.text(party?.text('ram:Name'), term),
    tradingName: seller
      ? party?.text('ram:SpecifiedLegalOrganization', 'ram:TradingBusinessName')
      : undefined,
    vatId: registration('VA'),
    taxNumber: seller ? registration('FC') : undefined,
    street: address?.text('ram:LineOne'),
    postcode: address?.text('ram:PostcodeCode'),
    city: address?.text('ram:CityName'),
    countryCode: address?.text('ram:CountryID'),
    email: party?.text(
      'ram:DefinedTradeContact',
      'ram:EmailURIUniversalCommunication',
      'ram:URIID',
    ),
    electronicAddress: party?.text('ram:URIUniversalCommunication', 'ram:URIID'),
    peppolId: peppolIdOf(party?.first('ram:URIUniversalCommunication', 'ram:URIID')),
  });
}

/** A CII date element's `udt:DateTimeString` (format 102) as `YYYY-MM-DD`. */
export function ciiDate(
  element: XmlNode | undefined,
  term: string,
  terms: TermReader,
): string | undefined {
  const dateTime = element?.first('udt:DateTimeString');
  // A missing format attribute is read as a wrong one: only 102 is allowed (EN 16931).
  return terms.date(dateTime?.value, term, dateTime?.attribute('format') ?? '');
}
