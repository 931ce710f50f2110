import { deflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { DEFAULT_EINVOICE_MAX_BYTES, eInvoiceXml, parseEInvoice } from '../src';
import { MATRIX } from './fixtures/generation/sources';
import {
  INVOICE_PDF,
  fileErrorsOf,
  noiseBytes,
  pdfWithAttachment,
  utf8,
  withoutDeclaration,
} from './fixtures/import/documents';

// Everything the importer must refuse, each as a 422 on `file` with a message that says why and
// quotes nothing long from the upload.

const source = MATRIX[0].source;
let ubl: string;
let cii: string;

beforeAll(async () => {
  ubl = await eInvoiceXml(source, 'xrechnung-ubl');
  cii = await eInvoiceXml(source, 'xrechnung-cii');
});

describe('DTDs and entities', () => {
  const XXE = '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>';
  // What the entity would have read, had it been resolved.
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n')[0];

  it('refuses an external entity before a valid invoice without resolving it', async () => {
    const body = withoutDeclaration(ubl).replace(
      '<cbc:BuyerReference>04011000-12345-67</cbc:BuyerReference>',
      '<cbc:BuyerReference>&e;</cbc:BuyerReference>',
    );
    const messages = await fileErrorsOf(
      parseEInvoice(utf8(`<?xml version="1.0" encoding="utf-8"?>\n${XXE}\n${body}`)),
    );
    expect(messages).toEqual([
      'contains a DOCTYPE or ENTITY declaration; e-invoices with a DTD or entities are refused',
    ]);
    expect(passwd.length).toBeGreaterThan(0);
    expect(messages.join(' ')).not.toContain(passwd);
    expect(messages.join(' ')).not.toContain('root:');
  });

  // Functions: the table is built before beforeAll has generated the invoice.
  it.each<[string, (xml: string) => string]>([
    ['in lower case', (xml) => `<!doctype Invoice>\n${withoutDeclaration(xml)}`],
    [
      'after a byte order mark',
      (xml) => `\uFEFF<!DOCTYPE Invoice SYSTEM "http://example.com/x.dtd">${xml}`,
    ],
    [
      'after a processing instruction',
      (xml) => `<?xml-stylesheet href="x.xsl"?><!DOCTYPE x>${xml}`,
    ],
    ['as an entity declaration alone', (xml) => `${xml}<!ENTITY e "x">`],
    ['with white space inside the markup', (xml) => `<! DOCTYPE x>${xml}`],
  ])('refuses a DTD %s', async (_, document) => {
    const messages = await fileErrorsOf(parseEInvoice(utf8(document(cii))));
    expect(messages[0]).toMatch(/^contains a DOCTYPE or ENTITY declaration/);
  });

  it('refuses a DTD in a UTF-16 document, where a byte search for ASCII would miss it', async () => {
    const text = `\uFEFF<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE x>${withoutDeclaration(cii)}`;
    const bytes = new Uint8Array(Buffer.from(text, 'utf16le'));
    const messages = await fileErrorsOf(parseEInvoice(bytes));
    expect(messages[0]).toMatch(/^contains a DOCTYPE or ENTITY declaration/);
  });

  it('refuses a DTD inside a Factur-X attachment, naming the attachment', async () => {
    const pdf = await pdfWithAttachment(utf8(`${XXE}${withoutDeclaration(cii)}`), 'factur-x.xml');
    const messages = await fileErrorsOf(parseEInvoice(pdf));
    expect(messages).toEqual([
      'embedded factur-x.xml: contains a DOCTYPE or ENTITY declaration; e-invoices with a DTD or entities are refused',
    ]);
  });
});

describe('inputs that are no e-invoice', () => {
  it('refuses an empty file', async () => {
    expect(await fileErrorsOf(parseEInvoice(new Uint8Array(0)))).toEqual(['is empty']);
  });

  it('refuses a file over the limit, 10 MiB by default', async () => {
    expect(DEFAULT_EINVOICE_MAX_BYTES).toBe(10 * 1024 * 1024);
    const huge = new Uint8Array(DEFAULT_EINVOICE_MAX_BYTES + 1).fill(0x20);
    expect(await fileErrorsOf(parseEInvoice(huge))).toEqual(['is larger than the limit of 10 MiB']);
    const small = await fileErrorsOf(parseEInvoice(utf8(ubl), { maxBytes: 1000 }));
    expect(small).toEqual(['is larger than the limit of 1000 bytes']);
  });

  it('refuses random bytes', async () => {
    expect(await fileErrorsOf(parseEInvoice(noiseBytes(4096)))).toEqual([
      'is neither an XML nor a PDF file',
    ]);
  });

  it('refuses text that is not well-formed XML', async () => {
    const messages = await fileErrorsOf(parseEInvoice(utf8('<Invoice><ID>1</Invoice>')));
    expect(messages).toEqual(['is not well-formed XML (line 1, column 15)']);
    const twoRoots = await fileErrorsOf(parseEInvoice(utf8('<a/><b/>')));
    expect(twoRoots).toEqual(['is not well-formed XML (one root element)']);
    const undeclared = await fileErrorsOf(parseEInvoice(utf8('<a><x:b/></a>')));
    expect(undeclared).toEqual([
      'is not namespace-well-formed XML (an element prefix is not declared)',
    ]);
  });

  it("refuses XML beyond the parser's limits", async () => {
    const refusal = ['is XML nested too deeply or using reserved element names'];
    const deep = `${'<a>'.repeat(200)}${'</a>'.repeat(200)}`;
    expect(await fileErrorsOf(parseEInvoice(utf8(deep)))).toEqual(refusal);
    expect(await fileErrorsOf(parseEInvoice(utf8('<__proto__/>')))).toEqual(refusal);
  });

  it('refuses XML of another root, quoting the root element', async () => {
    expect(await fileErrorsOf(parseEInvoice(utf8('<foo/>')))).toEqual([
      'is neither a UBL 2.1 Invoice or CreditNote nor a CII CrossIndustryInvoice (its root element is "foo")',
    ]);
    // An Invoice element outside the UBL namespace is not a UBL invoice.
    const wrongNamespace = ubl.replace(
      'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
      'urn:example:invoice',
    );
    const messages = await fileErrorsOf(parseEInvoice(utf8(wrongNamespace)));
    expect(messages[0]).toContain('(its root element is "Invoice")');
  });

  it('refuses a PDF without an e-invoice attachment', async () => {
    expect(await fileErrorsOf(parseEInvoice(INVOICE_PDF))).toEqual([
      'is a PDF without an embedded e-invoice (factur-x.xml, zugferd-invoice.xml, xrechnung.xml)',
    ]);
    const other = await pdfWithAttachment(utf8(cii), 'notes.xml');
    expect((await fileErrorsOf(parseEInvoice(other)))[0]).toMatch(/^is a PDF without/);
  });

  it('refuses a file that only starts like a PDF', async () => {
    const messages = await fileErrorsOf(parseEInvoice(utf8('%PDF-1.7\nthis is no PDF at all')));
    expect(messages).toEqual(['could not be read as a PDF']);
  });

  it('refuses an attachment that inflates beyond the limit (a deflate bomb)', async () => {
    const zeros = new Uint8Array(16 * 1024 * 1024);
    expect(deflateSync(zeros).length).toBeLessThan(DEFAULT_EINVOICE_MAX_BYTES);
    const pdf = await pdfWithAttachment(zeros, 'factur-x.xml');
    expect(pdf.length).toBeLessThan(DEFAULT_EINVOICE_MAX_BYTES);
    expect(await fileErrorsOf(parseEInvoice(pdf))).toEqual([
      `is a PDF whose embedded e-invoice is larger than ${DEFAULT_EINVOICE_MAX_BYTES} bytes`,
    ]);
  });
});

describe('invoices missing mandatory terms', () => {
  it('refuses a UBL invoice without its number (BT-1)', async () => {
    const withoutId = ubl.replace(`<cbc:ID>${source.number}</cbc:ID>`, '');
    expect(withoutId).not.toBe(ubl);
    expect(await fileErrorsOf(parseEInvoice(utf8(withoutId)))).toEqual([
      'has no BT-1 invoice number',
    ]);
  });

  it('names every missing or malformed term at once', async () => {
    const broken = cii
      .replace('<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>', '')
      .replace(
        '<udt:DateTimeString format="102">20260202</udt:DateTimeString>',
        '<udt:DateTimeString format="102">20260231</udt:DateTimeString>',
      )
      .replace('<ram:Name>Muster Software GmbH</ram:Name>', '')
      .replace(
        '<ram:DuePayableAmount>3171.25</ram:DuePayableAmount>',
        '<ram:DuePayableAmount>1.2.3</ram:DuePayableAmount>',
      );
    expect(await fileErrorsOf(parseEInvoice(utf8(broken)))).toEqual([
      'has a malformed BT-2 issue date: "20260231" is not a date of format 102 (YYYYMMDD)',
      'has no BT-5 invoice currency code',
      'has no BT-27 seller name',
      'has a malformed BT-115 amount due for payment: "1.2.3" is not a decimal number',
    ]);
  });

  it('refuses a document without lines or totals', async () => {
    const bare = ubl
      .replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, '')
      .replace(/<cac:LegalMonetaryTotal>[\s\S]*<\/cac:LegalMonetaryTotal>/, '');
    expect(await fileErrorsOf(parseEInvoice(utf8(bare)))).toEqual([
      'has no BG-25 invoice line',
      'has no BT-106 sum of invoice line net amounts',
      'has no BT-109 invoice total without VAT',
      'has no BT-112 invoice total with VAT',
      'has no BT-115 amount due for payment',
    ]);
  });

  it('quotes at most 80 characters of a bad value', async () => {
    const long = 'X'.repeat(5000);
    const broken = ubl.replace(
      '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>',
      `<cbc:DocumentCurrencyCode>${long}</cbc:DocumentCurrencyCode>`,
    );
    const messages = await fileErrorsOf(parseEInvoice(utf8(broken)));
    expect(messages).toEqual([
      `has a malformed BT-5 invoice currency code: "${'X'.repeat(80)}…" is not an ISO 4217 code`,
    ]);
  });
});
