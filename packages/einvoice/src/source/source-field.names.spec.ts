import { DomainError } from '@faktura/domain';
import { apiFieldOfSourceField, toApiFieldErrors } from './source-field.names';

describe('source fields named as the API names them', () => {
  it('names the account, the customer company and the invoice fields', () => {
    expect(apiFieldOfSourceField('buyer.electronicAddress')?.field).toBe('company.email');
    expect(apiFieldOfSourceField('buyer.peppolId')?.field).toBe('company.peppol_id');
    expect(apiFieldOfSourceField('buyer.vatId')?.field).toBe('company.vat_identifier');
    expect(apiFieldOfSourceField('buyer.address.countryCode')?.field).toBe('company.country_code');
    expect(apiFieldOfSourceField('seller.vatId')?.field).toBe('account.vat_identifier');
    expect(apiFieldOfSourceField('seller.taxNumber')?.field).toBe('account.tax_number');
    expect(apiFieldOfSourceField('seller.peppolId')?.field).toBe('account.peppol_id');
    expect(apiFieldOfSourceField('seller.address.postcode')?.field).toBe('account.zip');
    expect(apiFieldOfSourceField('servicePeriod.end')?.field).toBe('service_period_to');
    expect(apiFieldOfSourceField('cashDiscount.percent')?.field).toBe('cash_discount');
  });

  it("names a line's fields by the item it comes from, its VAT by the invoice's", () => {
    // Line 1 is the invoice's items[3] (a title and an optional item come before it).
    expect(apiFieldOfSourceField('lines[1].quantity', [1, 3])?.field).toBe('items[3].quantity');
    expect(apiFieldOfSourceField('lines[0].unitPrice', [1, 3])?.field).toBe('items[1].unit_price');
    expect(apiFieldOfSourceField('lines[2].name')?.field).toBe('items[2].title');
    expect(apiFieldOfSourceField('lines[0].id', [4])?.field).toBe('items[4]');
    expect(apiFieldOfSourceField('lines[0].vat.rate')?.field).toBe('tax');
    expect(apiFieldOfSourceField('lines[0].vat.exemptionReason')?.field).toBe(
      'vat_code.notice_tax_exemption',
    );
    expect(apiFieldOfSourceField('lines[0].unknown')).toBeNull();
    expect(apiFieldOfSourceField('kind')).toBeNull();
  });

  it('names every field the checks can name', () => {
    const named = [
      'number',
      'issueDate',
      'dueDate',
      'deliveryDate',
      'servicePeriod.start',
      'currency',
      'precedingInvoice.number',
      'precedingInvoice.issueDate',
      'deliveryAddress',
      'deliveryAddress.countryCode',
      'discountPercent',
      'paidAmount',
      'cashDiscount.days',
      'lines',
      'lines[0].netAmount',
      'lines[0].vat.category',
      'lines[0].vat.exemptionReasonCode',
      ...['seller', 'buyer'].flatMap((role) => [
        `${role}.name`,
        `${role}.address`,
        `${role}.address.countryCode`,
        `${role}.electronicAddress`,
        `${role}.electronicAddress.scheme`,
      ]),
    ];
    expect(named.filter((field) => apiFieldOfSourceField(field) === null)).toEqual([]);
  });

  it('renames a DomainError of the checks, with the hint what else would do', () => {
    const error = DomainError.validation({
      'buyer.electronicAddress': ['is required for UBL'],
      'seller.vatId': ['is required (or the tax number) for an e-invoice'],
      'lines[0].vat.rate': ['must be a number'],
      'lines[1].vat.rate': ['must be a number'],
      kind: ['must be invoice or credit_note'],
      einvoice: ['/ubl:Invoice must have required property'],
    });
    const renamed = toApiFieldErrors(error.fieldErrors);
    expect(Object.keys(renamed)).toEqual([
      'company.email',
      'account.vat_identifier',
      'tax',
      'einvoice',
    ]);
    expect(renamed['company.email']?.[0]).toMatch(
      /^is required for UBL \(.*buyer_reference.*company\.peppol_id/,
    );
    // Two lines with the invoice's one VAT: one message.
    expect(renamed.tax).toEqual(['must be a number']);
    expect(renamed.einvoice).toEqual([
      'kind: must be invoice or credit_note',
      '/ubl:Invoice must have required property',
    ]);
  });
});
