import { gobdField, gobdRecord } from './gobd-csv.format';
import type { GobdColumn } from './gobd-export.tables';

const column = (type: GobdColumn['type'], name = 'x'): GobdColumn => ({
  name,
  description: '',
  type,
  sql: '',
});

describe('GoBD CSV fields', () => {
  it('writes numbers with a decimal comma, unquoted and ungrouped', () => {
    expect(gobdField(column('numeric'), '1234567.5000')).toBe('1234567,5000');
    expect(gobdField(column('numeric'), '-250.50')).toBe('-250,50');
    expect(gobdField(column('numeric'), '42')).toBe('42');
  });

  it('quotes every text and doubles its quotes; null is an empty field', () => {
    expect(gobdField(column('alphanumeric'), 'A; "B"\nC')).toBe('"A; ""B""\nC"');
    expect(gobdField(column('alphanumeric'), '')).toBe('""');
    expect(gobdField(column('alphanumeric'), null)).toBe('');
    expect(gobdField(column('date'), '01.03.2026')).toBe('01.03.2026');
  });

  it("joins a record's fields in the columns' order and ends it with CRLF", () => {
    const columns = [column('numeric', 'id'), column('alphanumeric', 'name'), column('date', 'd')];
    expect(gobdRecord(columns, { name: 'Süß', id: '7', d: null })).toBe('7;"Süß";\r\n');
  });
});
