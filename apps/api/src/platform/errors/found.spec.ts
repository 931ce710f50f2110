import { DomainError } from '@faktura/domain';
import { found } from './found';

describe('found', () => {
  it('passes a record through', () => {
    const record = { id: 1 };
    expect(found(record)).toBe(record);
  });

  it('answers a missing record with the not_found domain error', () => {
    for (const missing of [null, undefined]) {
      let error: unknown;
      try {
        found<{ id: number }>(missing);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'not_found', message: 'Not found' });
    }
  });
});
