import { DomainError } from '@faktura/domain';
import { QueryReader } from './query-reader';

function problems(read: (reader: QueryReader) => unknown, query: Record<string, unknown>) {
  const reader = new QueryReader(query);
  const value = read(reader);
  try {
    reader.finish();
    return { value };
  } catch (error) {
    return { errors: (error as DomainError).fieldErrors };
  }
}

describe('QueryReader', () => {
  it('keeps ID lists within PostgreSQL integer range', () => {
    expect(problems((r) => r.idList('ids'), { ids: '1, 2,,2147483647' })).toEqual({
      value: [1, 2, 2147483647],
    });
    expect(problems((r) => r.idList('company_id'), { company_id: '0' })).toEqual({ value: [0] });
    for (const ids of ['99999999999', '2147483648', '1,99999999999999999999999']) {
      expect(problems((r) => r.idList('ids'), { ids })).toEqual({
        errors: { ids: ['must list IDs of at most 2147483647'] },
      });
    }
    expect(problems((r) => r.idList('ids'), { ids: '1,x' })).toEqual({
      errors: { ids: ['must be a comma-separated list of whole numbers'] },
    });
  });

  it('keeps whole numbers within PostgreSQL integer range unless narrower bounds are given', () => {
    expect(problems((r) => r.integer('debit_number'), { debit_number: '99999999999' })).toEqual({
      errors: { debit_number: ['must be at most 2147483647'] },
    });
    expect(problems((r) => r.integer('n'), { n: '-2147483649' })).toEqual({
      errors: { n: ['must be at least -2147483648'] },
    });
    expect(problems((r) => r.integer('page', { min: 1 }), { page: '0' })).toEqual({
      errors: { page: ['must be at least 1'] },
    });
    expect(problems((r) => r.integer('per_page', { max: 1000 }), { per_page: '1000' })).toEqual({
      value: 1000,
    });
  });
});
