import { DomainError } from '@faktura/domain';
import {
  BILLING_PROFILE_ID,
  PEPPOL_CUSTOMIZATION_ID,
  eInvoiceXml,
  generateEInvoice,
  toEInvoiceInput,
  type EInvoiceSource,
} from '../src/generation';
import { MATRIX } from './fixtures/generation/sources';
import { UBL_PATHS as paths } from './fixtures/generation/xml-paths';
import { XmlFile, scratchFolder } from './fixtures/generation/xml-query';

// Peppol BIS Billing 3.0 of every matrix source: its identifiers, the root (a reversal is a
// CreditNote), the participant ids as endpoints, Peppol's note rule and the same figures as the
// other formats. The matrix test checks the XML against OpenPEPPOL's rules.

const scratch = scratchFolder();
afterAll(() => scratch.remove());

const UBL_NS = 'urn:oasis:names:specification:ubl:schema:xsd';
const SELLER = '/*/cac:AccountingSupplierParty/cac:Party';
const BUYER = '/*/cac:AccountingCustomerParty/cac:Party';

/** The field names of the validation error `work` throws. */
function fieldsOf(work: () => unknown): string[] {
  try {
    work();
  } catch (error) {
    if (DomainError.is(error)) return Object.keys(error.fieldErrors);
    throw error;
  }
  throw new Error('expected a validation error');
}

describe.each(MATRIX)('Peppol BIS: $name', ({ source, expected }) => {
  let xml: XmlFile;

  beforeAll(async () => {
    const generated = await generateEInvoice(source, 'peppol');
    expect(generated.mimeType).toBe('application/xml');
    expect(generated.filename).toBe(`${source.number}-peppol.xml`);
    xml = new XmlFile(scratch.write(generated.filename, generated.bytes));
  });

  it('states the Peppol specification and process, and a CreditNote for a reversal', () => {
    const root = source.kind === 'credit_note' ? 'CreditNote' : 'Invoice';
    expect(xml.text('local-name(/*)')).toBe(root);
    expect(xml.text('namespace-uri(/*)')).toBe(`${UBL_NS}:${root}-2`);
    expect(xml.text(paths.customizationId)).toBe(PEPPOL_CUSTOMIZATION_ID);
    expect(xml.text(paths.profileId)).toBe(BILLING_PROFILE_ID);
    expect(xml.text(paths.typeCode)).toBe(expected.typeCode);
    expect(xml.text(paths.buyerReference)).toBe(source.buyerReference);
    expect(xml.text(paths.precedingNumber)).toBe(source.precedingInvoice?.number ?? '');
  });

  it('states the participant ids of seller and buyer as endpoints with their scheme', () => {
    const buyerId = source.buyer.peppolId ?? source.buyer.electronicAddress;
    expect(xml.text(`${SELLER}/cbc:EndpointID`)).toBe(source.seller.peppolId?.value);
    expect(xml.text(`${SELLER}/cbc:EndpointID/@schemeID`)).toBe(source.seller.peppolId?.scheme);
    expect(xml.text(`${BUYER}/cbc:EndpointID`)).toBe(buyerId?.value);
    expect(xml.text(`${BUYER}/cbc:EndpointID/@schemeID`)).toBe(buyerId?.scheme);
  });

  it('states the same totals and VAT breakdown as the other formats', () => {
    expect(xml.text(paths.lineTotal)).toBe(expected.lineTotal);
    expect(xml.text(paths.allowanceTotal)).toBe(expected.allowanceTotal ?? '');
    expect(xml.text(paths.taxTotal)).toBe(expected.taxTotal);
    expect(xml.text(paths.grandTotal)).toBe(expected.grandTotal);
    expect(xml.text(paths.duePayable)).toBe(expected.duePayable);
    expect(xml.texts(paths.unitCodes)).toEqual(expected.unitCodes);
    expect(xml.texts(`${paths.breakdowns}/${paths.breakdown.taxable}`)).toEqual(
      expected.breakdown.map((group) => group.taxable),
    );
    expect(xml.text(paths.paymentMeansCode)).toBe(expected.paymentMeansCode);
  });
});

describe('Peppol BIS rules beyond EN 16931', () => {
  const belgian = MATRIX.find((each) => each.source.seller.address.countryCode === 'BE')!.source;
  const norwegian = MATRIX.find((each) => each.source.seller.address.countryCode === 'NO')!.source;
  const german = MATRIX[0].source;

  const party = (value: EInvoiceSource, role: 'AccountingSupplierParty') =>
    toEInvoiceInput(value, 'peppol')['ubl:Invoice'][`cac:${role}`]['cac:Party'];

  it('joins several notes into one unless seller and buyer are both German (R002)', () => {
    const notes = ['Erste Notiz', 'Zweite Notiz'];
    const note = (value: EInvoiceSource, format: 'peppol' | 'ubl' = 'peppol') =>
      toEInvoiceInput(value, format)['ubl:Invoice']['cbc:Note'];
    expect(note({ ...belgian, notes })).toEqual(['Erste Notiz\nZweite Notiz']);
    expect(note({ ...german, notes })).toEqual(notes);
    expect(note(belgian)).toEqual(belgian.notes);
    expect(note({ ...belgian, notes }, 'ubl')).toEqual(notes);
  });

  it('states "Foretaksregisteret" for a registered Norwegian seller, keeping the VAT id', () => {
    expect(party(norwegian, 'AccountingSupplierParty')['cac:PartyTaxScheme']).toEqual([
      { 'cbc:CompanyID': 'NO123456785MVA', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
      { 'cbc:CompanyID': 'Foretaksregisteret', 'cac:TaxScheme': { 'cbc:ID': 'TAX' } },
    ]);
    const plain = party(
      { ...norwegian, seller: { ...norwegian.seller, registrationId: undefined } },
      'AccountingSupplierParty',
    );
    expect(plain['cac:PartyTaxScheme']).toHaveLength(1);
    const ubl = toEInvoiceInput(norwegian, 'ubl')['ubl:Invoice']['cac:AccountingSupplierParty'];
    expect(ubl['cac:Party']['cac:PartyTaxScheme']).toHaveLength(1);
  });

  it('keeps the e-mail endpoint in the other formats', async () => {
    const ubl = await eInvoiceXml(belgian, 'ubl');
    expect(ubl).toContain(
      '<cbc:EndpointID schemeID="EM">facturen@voorbeeld.example</cbc:EndpointID>',
    );
    expect(ubl).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>');
  });

  it('names seller.peppolId and buyer.peppolId when a party has no Peppol participant id', () => {
    const withoutIds: EInvoiceSource = {
      ...belgian,
      seller: { ...belgian.seller, peppolId: undefined },
      buyer: { ...belgian.buyer, peppolId: undefined, electronicAddress: { value: 'a@b.example' } },
    };
    expect(fieldsOf(() => toEInvoiceInput(withoutIds, 'peppol'))).toEqual([
      'seller.peppolId',
      'buyer.peppolId',
    ]);
    // The other formats do without them.
    expect(toEInvoiceInput(withoutIds, 'ubl')['ubl:Invoice']['cbc:ID']).toBe(belgian.number);
  });

  it('takes an electronic address of a Peppol scheme (a Leitweg-ID) when the id is missing', () => {
    const leitweg = { value: '04011000-1234512345-06', scheme: '0204' };
    const value: EInvoiceSource = {
      ...belgian,
      buyer: { ...belgian.buyer, peppolId: undefined, electronicAddress: leitweg },
    };
    const buyer = toEInvoiceInput(value, 'peppol')['ubl:Invoice']['cac:AccountingCustomerParty'];
    expect(buyer['cac:Party']['cbc:EndpointID']).toBe(leitweg.value);
    expect(buyer['cac:Party']['cbc:EndpointID@schemeID']).toBe('0204');
  });

  it('refuses a participant id of a scheme outside Peppol, a blank one, and no buyer reference', () => {
    const email: EInvoiceSource = {
      ...belgian,
      seller: { ...belgian.seller, peppolId: { scheme: 'EM', value: 'x@y.example' } },
      buyer: { ...belgian.buyer, peppolId: { scheme: '0204', value: ' ' } },
      buyerReference: undefined,
    };
    expect(fieldsOf(() => toEInvoiceInput(email, 'peppol'))).toEqual([
      'seller.peppolId',
      'buyer.peppolId',
      'buyerReference',
    ]);
    const unknown = {
      ...belgian,
      seller: { ...belgian.seller, peppolId: { value: '0123456749' } },
    };
    expect(fieldsOf(() => toEInvoiceInput(unknown, 'peppol'))).toEqual(['seller.peppolId']);
    // The enterprise number's mod 97 check digits (PEPPOL-COMMON-R043): 49, not 48.
    const digits = { scheme: '0208', value: '0123456748' };
    const wrong = { ...belgian, seller: { ...belgian.seller, peppolId: digits } };
    expect(fieldsOf(() => toEInvoiceInput(wrong, 'peppol'))).toEqual(['seller.peppolId']);
  });
});
