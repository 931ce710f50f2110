import { Decimal, compactVatIdentifier, sumDecimals } from '@faktura/domain';
import {
  EN16931_CUSTOMIZATION_ID,
  XRECHNUNG_CUSTOMIZATION_ID,
  generateEInvoice,
  type EInvoiceFormat,
} from '../src/generation';
import { MATRIX } from './fixtures/generation/sources';
import { CII_PATHS, UBL_PATHS } from './fixtures/generation/xml-paths';
import {
  XmlFile,
  ciiSchemaPath,
  scratchFolder,
  validateAgainstSchema,
} from './fixtures/generation/xml-query';

// Every source of the matrix in every XML format: the XML carries the expected business terms,
// its amounts satisfy EN 16931's calculation rules exactly, and CII passes the D16B schema.
// Schematron validation is the validator's (src/validation); it runs on the same XML.

const XML_FORMATS: readonly EInvoiceFormat[] = ['xrechnung-ubl', 'xrechnung-cii', 'ubl', 'cii'];
const scratch = scratchFolder();
afterAll(() => scratch.remove());

const decimal = (value: string) => new Decimal(value || '0');
const compactDate = (date: string) => date.replace(/-/g, '');

describe.each(MATRIX)('e-invoice generation: $name', ({ source, expected }) => {
  describe.each(XML_FORMATS)('as %s', (format) => {
    const syntax = format.endsWith('cii') ? 'cii' : 'ubl';
    const paths = syntax === 'cii' ? CII_PATHS : UBL_PATHS;
    let xml: XmlFile;

    beforeAll(async () => {
      const generated = await generateEInvoice(source, format);
      expect(generated.mimeType).toBe('application/xml');
      expect(generated.filename).toBe(`${source.number}-${format}.xml`);
      xml = new XmlFile(scratch.write(generated.filename, generated.bytes));
    });

    it('states specification, process, type, number and references', () => {
      const customization = format.startsWith('xrechnung')
        ? XRECHNUNG_CUSTOMIZATION_ID
        : EN16931_CUSTOMIZATION_ID;
      expect(xml.text(paths.customizationId)).toBe(customization);
      expect(xml.text(paths.profileId)).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
      expect(xml.text(paths.typeCode)).toBe(expected.typeCode);
      expect(xml.text(paths.number)).toBe(source.number);
      expect(xml.text(paths.buyerReference)).toBe(source.buyerReference);
      const date = (value: string) => (syntax === 'cii' ? compactDate(value) : value);
      expect(xml.text(paths.precedingNumber)).toBe(source.precedingInvoice?.number ?? '');
      expect(xml.text(paths.precedingDate)).toBe(date(source.precedingInvoice?.issueDate ?? ''));
      expect(xml.text(paths.periodStart)).toBe(date(source.servicePeriod?.start ?? ''));
      expect(xml.text(paths.periodEnd)).toBe(date(source.servicePeriod?.end ?? ''));
    });

    it('states the parties with electronic addresses, VAT IDs, legal data, deliver-to country', () => {
      expect(xml.text(paths.sellerEndpoint)).toBe(source.seller.electronicAddress?.value);
      expect(xml.text(paths.sellerEndpointScheme)).toBe('EM');
      expect(xml.text(paths.buyerEndpointScheme)).toBe(
        source.buyer.electronicAddress?.scheme ?? 'EM',
      );
      const compact = (id: string | undefined) => compactVatIdentifier(id ?? '');
      expect(xml.text(paths.sellerVatId)).toBe(compact(source.seller.vatId));
      expect(xml.text(paths.buyerVatId)).toBe(compact(source.buyer.vatId));
      expect(xml.text(paths.deliveryCountry)).toBe(source.buyer.address.countryCode);
      expect(xml.text(paths.sellerLegalInformation)).toBe(source.seller.legalInformation);
    });

    it('states payment means and terms, with the #SKONTO# line when there is one', () => {
      expect(xml.text(paths.paymentMeansCode)).toBe(expected.paymentMeansCode);
      expect(xml.text(paths.iban)).toBe((source.payment?.iban ?? '').replace(/\s+/g, ''));
      expect(xml.text(paths.paymentTerms)).toBe(expected.paymentTerms);
      expect(xml.text(paths.paymentReference)).toBe(source.payment?.remittanceInformation ?? '');
      // BT-89, BT-91 and BT-90 of a direct debit; empty for a transfer.
      const debit = source.directDebit;
      expect(xml.text(paths.mandateReference)).toBe(debit?.mandateReference ?? '');
      expect(xml.text(paths.debtorIban)).toBe((debit?.debtorIban ?? '').replace(/\s+/g, ''));
      expect(xml.text(paths.creditorIdentifier)).toBe(debit?.creditorIdentifier ?? '');
    });

    it('states the expected totals and unit codes', () => {
      expect(xml.text(paths.lineTotal)).toBe(expected.lineTotal);
      expect(xml.text(paths.allowanceTotal)).toBe(expected.allowanceTotal ?? '');
      expect(xml.text(paths.taxBasis)).toBe(expected.taxBasis);
      expect(xml.text(paths.taxTotal)).toBe(expected.taxTotal);
      expect(xml.text(paths.grandTotal)).toBe(expected.grandTotal);
      expect(xml.text(paths.paidAmount)).toBe(expected.paidAmount ?? '');
      expect(xml.text(paths.duePayable)).toBe(expected.duePayable);
      expect(xml.texts(paths.unitCodes)).toEqual(expected.unitCodes);
    });

    it('states one VAT breakdown per category and rate, with exemption reasons', () => {
      const count = xml.count(paths.breakdowns);
      const breakdowns = Array.from({ length: count }, (_, index) => {
        const at = (relative: string) =>
          xml.text(`(${paths.breakdowns})[${index + 1}]/${relative}`);
        const { category, rate, taxable, tax, exemptionReason, exemptionReasonCode } =
          paths.breakdown;
        return {
          category: at(category),
          rate: at(rate),
          taxable: at(taxable),
          tax: at(tax),
          exemptionReason: at(exemptionReason) || undefined,
          exemptionReasonCode: at(exemptionReasonCode) || undefined,
        };
      });
      expect(breakdowns).toEqual(expected.breakdown);
    });

    it('satisfies the calculation rules BR-CO-10 to BR-CO-16 exactly', () => {
      const amount = (path: string) => decimal(xml.text(path));
      const sum = (path: string) => sumDecimals(xml.texts(path).map(decimal));
      const breakdownTax = sum(`${paths.breakdowns}/${paths.breakdown.tax}`);
      expect(sum(paths.lineAmounts).eq(amount(paths.lineTotal))).toBe(true); // BR-CO-10
      expect(sum(paths.allowanceAmounts).eq(amount(paths.allowanceTotal))).toBe(true); // BR-CO-11
      const taxBasis = amount(paths.lineTotal).minus(amount(paths.allowanceTotal));
      expect(taxBasis.eq(amount(paths.taxBasis))).toBe(true); // BR-CO-13
      expect(breakdownTax.eq(amount(paths.taxTotal))).toBe(true); // BR-CO-14
      const grand = amount(paths.taxBasis).plus(amount(paths.taxTotal));
      expect(grand.eq(amount(paths.grandTotal))).toBe(true); // BR-CO-15
      const due = amount(paths.grandTotal).minus(amount(paths.paidAmount));
      expect(due.eq(amount(paths.duePayable))).toBe(true); // BR-CO-16
    });

    if (syntax === 'cii') {
      it('passes the CII D16B schema', () => {
        const result = validateAgainstSchema(xml.path, ciiSchemaPath());
        expect(result.output).not.toContain('error');
        expect(result.ok).toBe(true);
      });
    }
  });
});
