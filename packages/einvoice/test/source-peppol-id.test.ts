import { invoiceToEInvoiceSource } from '../src';
import { account, customer, regularInvoice } from './fixtures/source/invoices';

const source = (seller: Partial<typeof account> = {}, buyer: Partial<typeof customer> = {}) =>
  invoiceToEInvoiceSource(
    regularInvoice({ account: { ...account, ...seller }, customer: { ...customer, ...buyer } }),
  );

describe('invoiceToEInvoiceSource: Peppol participant ids', () => {
  it("takes the stored peppol_id of account and customer over their VAT IDs' defaults", () => {
    const { seller, buyer } = source(
      { peppolId: '0088:4000001123452' },
      { peppolId: '0208:0403170701', vatIdentifier: 'DE136695976' },
    );
    expect(seller.peppolId).toEqual({ scheme: '0088', value: '4000001123452' });
    expect(buyer.peppolId).toEqual({ scheme: '0208', value: '0403170701' });
  });

  it('derives 9930 from a German VAT ID and 0208 from a Belgian one when none is stored', () => {
    const { seller, buyer } = source(
      { peppolId: null, vatIdentifier: 'DE 123 456 789' },
      { vatIdentifier: 'BE0403.170.701' },
    );
    expect(seller.peppolId).toEqual({ scheme: '9930', value: 'DE123456789' });
    expect(buyer.peppolId).toEqual({ scheme: '0208', value: '0403170701' });
  });

  it('has none without a stored id and without a VAT ID it may derive one from', () => {
    const { seller, buyer } = source(
      { vatIdentifier: 'ATU12345678' },
      { vatIdentifier: 'BE0123456748' },
    );
    expect(seller.peppolId).toBeUndefined();
    expect(buyer.peppolId).toBeUndefined();
    expect(source({}, { vatIdentifier: null }).buyer.peppolId).toBeUndefined();
  });

  it('leaves the e-mail and Leitweg-ID addresses of the other formats as they were', () => {
    const { seller, buyer } = source({ peppolId: '0088:4000001123452' });
    expect(seller.electronicAddress).toEqual({ value: account.emailFromAddress });
    expect(buyer.electronicAddress).toMatchObject({ scheme: '0204' });
  });
});
