import type { DomainError } from '@faktura/domain';
import { createValidationPipe } from '../../../platform/request-validation';
import { PdfQuery } from './pdf.query';

/** The query as the global ValidationPipe hands it to a PDF route, or the fields of its 422. */
async function read(query: Record<string, unknown>): Promise<object> {
  try {
    return await createValidationPipe().transform(query, { type: 'query', metatype: PdfQuery });
  } catch (error) {
    return { errors: (error as DomainError).fieldErrors };
  }
}

describe('PdfQuery', () => {
  it('reads letter_paper_id as a positive whole number; absent or blank is the default', async () => {
    expect(await read({ letter_paper_id: ' 7 ' })).toEqual({ letter_paper_id: 7, blank: false });
    expect(await read({ letter_paper_id: ['8', '9'] })).toEqual({
      letter_paper_id: 8,
      blank: false,
    });
    expect(await read({ letter_paper_id: '' })).toEqual({ blank: false });
    expect(await read({})).toEqual({ blank: false });
  });

  it("refuses a letter_paper_id that is no ID, with the list parameters' messages", async () => {
    expect(await read({ letter_paper_id: 'one' })).toEqual({
      errors: { letter_paper_id: ['must be a whole number'] },
    });
    expect(await read({ letter_paper_id: '0' })).toEqual({
      errors: { letter_paper_id: ['must be at least 1'] },
    });
    expect(await read({ letter_paper_id: '2147483648' })).toEqual({
      errors: { letter_paper_id: ['must be at most 2147483647'] },
    });
  });

  it('turns blank on by its presence, with any value but false or 0', async () => {
    for (const value of ['', 'true', '1', 'yes', ['0', '1']]) {
      expect(await read({ blank: value })).toMatchObject({ blank: true });
    }
    for (const value of ['false', '0', ' 0 ']) {
      expect(await read({ blank: value })).toMatchObject({ blank: false });
    }
  });

  it('drops parameters it does not know', async () => {
    expect(await read({ format: 'a4', letter_paper_id: '3' })).toEqual({
      letter_paper_id: 3,
      blank: false,
    });
  });
});
