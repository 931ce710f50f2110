import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EInvoiceValidator,
  validatorSettingsFromEnv,
  type ValidationReport,
} from '../src/validation';

// OpenPEPPOL's example documents (the reference's test vectors, read from the rules folder and
// never copied here) under EN 16931 UBL plus Peppol BIS Billing 3.0: each one is valid, and a
// copy of each with one deliberate mistake is caught by exactly the rules made for it.

const EXAMPLES = join(validatorSettingsFromEnv().rulesDir, 'peppol/examples');
const example = (name: string) => readFileSync(join(EXAMPLES, name), 'utf8');

/** The document with the first match of `search` (which must occur) replaced. */
function changed(xml: string, search: string | RegExp, replacement: string): string {
  const result = xml.replace(search, replacement);
  if (result === xml) throw new Error(`the example lacks ${search}`);
  return result;
}

/** The fatal findings as `source id`, sorted. */
const fatal = (report: ValidationReport) =>
  report.findings
    .filter((finding) => finding.flag === 'fatal')
    .map((finding) => `${finding.source} ${finding.id}`)
    .sort();

const PEPPOL_CUSTOMIZATION =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const XRECHNUNG_CUSTOMIZATION =
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

/** The project's German XRechnung fixtures (seller and buyer in Germany, e-mail endpoints). */
const fixture = (syntax: 'ubl' | 'cii') =>
  readFileSync(join(__dirname, `fixtures/validation/xrechnung-invoice.${syntax}.xml`), 'utf8');

/** The fixture as a Peppol document: Peppol's CustomizationID, participant ids as endpoints. */
function asPeppol(syntax: 'ubl' | 'cii'): string {
  let xml = changed(fixture(syntax), XRECHNUNG_CUSTOMIZATION, PEPPOL_CUSTOMIZATION);
  xml = changed(xml, 'schemeID="EM">rechnung@muster-gmbh.example', 'schemeID="9930">DE123456789');
  return changed(xml, 'schemeID="EM">einkauf@kunde.example', 'schemeID="0204">991-01234-44');
}

/** One mistake per example: the file, what is wrong, the change, the fatal findings expected. */
const BROKEN: [
  file: string,
  mistake: string,
  search: string | RegExp,
  to: string,
  ids: string[],
][] = [
  [
    'base-example.xml',
    'the plain EN 16931 CustomizationID',
    `<cbc:CustomizationID>${PEPPOL_CUSTOMIZATION}<`,
    '<cbc:CustomizationID>urn:cen.eu:en16931:2017<',
    ['PEPPOL PEPPOL-EN16931-R004'],
  ],
  [
    'base-creditnote-correction.xml',
    'a ProfileID not in the billing process format',
    'poacc:billing:01:1.0<',
    'poacc:billing:1:1.0<',
    ['PEPPOL PEPPOL-EN16931-R007'],
  ],
  [
    'base-negative-inv-correction.xml',
    "no buyer's EndpointID",
    /<cbc:EndpointID schemeID="0002">[^<]*<\/cbc:EndpointID>/,
    '',
    ['PEPPOL PEPPOL-EN16931-R010'],
  ],
  [
    'sales-order-example.xml',
    'neither a buyer reference nor an order reference',
    /<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>\s*<cac:OrderReference>.*?<\/cac:OrderReference>/s,
    '',
    ['PEPPOL PEPPOL-EN16931-R003'],
  ],
  [
    'Allowance-example.xml',
    'an allowance amount that is not its percentage of the base amount',
    /<cbc:Amount currencyID="EUR">200(<\/cbc:Amount>\s*<cbc:BaseAmount currencyID="EUR">1000<)/,
    '<cbc:Amount currencyID="EUR">150$1',
    ['EN16931 BR-CO-12', 'EN16931 BR-S-08', 'PEPPOL PEPPOL-EN16931-R040'],
  ],
  [
    'Vat-category-S.xml',
    "a wrong check digit in the seller's GLN (u:gln)",
    '<cbc:EndpointID schemeID="0088">7300010000001<',
    '<cbc:EndpointID schemeID="0088">7300010000002<',
    ['PEPPOL PEPPOL-COMMON-R040'],
  ],
  [
    'vat-category-E.xml',
    'an exempt VAT breakdown without an exemption reason',
    /\s*<cbc:TaxExemptionReasonCode>VATEX-EU-F<\/cbc:TaxExemptionReasonCode>/,
    '',
    ['EN16931 BR-E-10'],
  ],
  [
    'vat-category-O.xml',
    "a Swedish seller's organisation number with a wrong Luhn digit (u:checkSEOrgnr)",
    '</cbc:RegistrationName>',
    '</cbc:RegistrationName><cbc:CompanyID>5567321708</cbc:CompanyID>',
    ['PEPPOL SE-R-013'],
  ],
  [
    'vat-category-Z.xml',
    'a wrong amount due',
    '<cbc:PayableAmount currencyID="GBP">1200.00<',
    '<cbc:PayableAmount currencyID="GBP">1300.00<',
    ['EN16931 BR-CO-16'],
  ],
];

let validator: EInvoiceValidator;

beforeAll(async () => {
  validator = await EInvoiceValidator.start();
});

afterAll(async () => {
  await validator?.close();
});

describe("OpenPEPPOL's example documents", () => {
  it('are the nine this test knows, each with one broken copy', () => {
    const files = readdirSync(EXAMPLES).filter((file) => file.endsWith('.xml'));
    expect(files.sort()).toEqual(BROKEN.map(([file]) => file).sort());
  });

  it.each(BROKEN.map(([file]) => file))(
    '%s has no fatal finding under EN 16931 and Peppol',
    async (file) => {
      const report = await validator.validate(example(file), 'ubl', { peppol: true });
      expect(fatal(report)).toEqual([]);
      expect(report.status).toBe('valid');
    },
  );

  it.each(BROKEN)('%s with %s is invalid', async (file, _mistake, search, to, ids) => {
    const report = await validator.validate(changed(example(file), search, to), 'ubl', {
      peppol: true,
    });
    expect(fatal(report)).toEqual(ids);
    expect(report.status).toBe('invalid');
  });
});

describe("German invoices: the project's fixtures", () => {
  it.each(['ubl', 'cii'] as const)(
    '%s with Peppol ids passes EN 16931 and Peppol without a single finding',
    async (syntax) => {
      const report = await validator.validate(asPeppol(syntax), syntax, { peppol: true });
      expect(report).toMatchObject({ status: 'valid', findings: [] });
    },
  );

  it.each(['ubl', 'cii'] as const)(
    '%s as XRechnung fails Peppol (CustomizationID, e-mail endpoints), and only with the option',
    async (syntax) => {
      const report = await validator.validate(fixture(syntax), syntax, { peppol: true });
      expect(fatal(report)).toEqual([
        'PEPPOL PEPPOL-EN16931-CL008',
        'PEPPOL PEPPOL-EN16931-CL008',
        'PEPPOL PEPPOL-EN16931-R004',
      ]);
      expect(await validator.validate(fixture(syntax), syntax)).toMatchObject({
        status: 'valid',
        findings: [],
      });
    },
  );

  it('reports a Peppol finding with its place, text and source', async () => {
    const report = await validator.validate(fixture('ubl'), 'ubl', { peppol: true });
    expect(report.findings).toContainEqual({
      id: 'PEPPOL-EN16931-R004',
      flag: 'fatal',
      location: '/Invoice[1]',
      text: expect.stringMatching(/^Specification identifier MUST have the value/),
      source: 'PEPPOL',
    });
  });

  it('applies the German rules of Peppol: a seller contact is required (DE-R-002)', async () => {
    const xml = changed(asPeppol('ubl'), /<cac:Contact>.*?<\/cac:Contact>/s, '');
    const report = await validator.validate(xml, 'ubl', { peppol: true });
    expect(fatal(report)).toEqual(['PEPPOL DE-R-002']);
  });

  it('keeps a Peppol warning a warning: a telephone number without three digits (DE-R-027)', async () => {
    const xml = changed(asPeppol('ubl'), '<cbc:Telephone>+49 30 1234567<', '<cbc:Telephone>+49<');
    const report = await validator.validate(xml, 'ubl', { peppol: true });
    expect(report.findings).toEqual([
      expect.objectContaining({ id: 'DE-R-027', flag: 'warning', source: 'PEPPOL' }),
    ]);
    expect(report.status).toBe('valid');
  });

  it('runs the XRechnung and the Peppol rules together when both are asked for', async () => {
    const report = await validator.validate(asPeppol('ubl'), 'ubl', {
      peppol: true,
      xrechnung: true,
    });
    // A Peppol CustomizationID is not XRechnung's: XRechnung warns, Peppol is content.
    expect(report.findings).toEqual([
      expect.objectContaining({ id: 'BR-DE-21', flag: 'warning', source: 'XRechnung' }),
    ]);
  });
});
