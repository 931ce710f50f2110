import { DomainError } from '@faktura/domain';
import { namingApiFields } from './einvoice-data.errors';

const refused = async (work: () => Promise<unknown>, lineItems = async () => [2, 5]) => {
  let asked = 0;
  const counted = async () => {
    asked += 1;
    return lineItems();
  };
  try {
    await namingApiFields(work, counted);
  } catch (error) {
    if (DomainError.is(error)) return { error, asked };
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('namingApiFields', () => {
  it('renames source fields to the API fields to fill in', async () => {
    const { error, asked } = await refused(async () => {
      throw DomainError.validation({ 'buyer.electronicAddress': ['is required for UBL'] });
    });
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fieldErrors)).toEqual(['company.email']);
    expect(error.message).toBe('The e-invoice cannot be made of the data: buyer.electronicAddress');
    // No line named: the positions are not read.
    expect(asked).toBe(0);
  });

  it("names a line by its item's index in the invoice", async () => {
    const { error, asked } = await refused(async () => {
      throw DomainError.validation({ 'lines[1].quantity': ['must be a number'] });
    });
    expect(error.fieldErrors).toEqual({ 'items[5].quantity': ['must be a number'] });
    expect(asked).toBe(1);
  });

  it('passes results and every other error through', async () => {
    await expect(
      namingApiFields(
        async () => 'hash',
        async () => [],
      ),
    ).resolves.toBe('hash');
    const unavailable = DomainError.unavailable('The document could not be rendered');
    const { error } = await refused(async () => {
      throw unavailable;
    });
    expect(error).toBe(unavailable);
  });
});
