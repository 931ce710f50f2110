import { validateSync } from 'class-validator';
import { IsApiDate, toDateColumn } from './api-date.validator';

class Probe {
  @IsApiDate() date!: unknown;
}

const errorsFor = (date: unknown) => {
  const probe = new Probe();
  probe.date = date;
  return validateSync(probe).length;
};

describe('IsApiDate', () => {
  it('accepts real calendar dates written YYYY-MM-DD only', () => {
    expect(errorsFor('2026-02-28')).toBe(0);
    expect(errorsFor('2026-02-30')).toBe(1);
    expect(errorsFor('2026-2-3')).toBe(1);
    expect(errorsFor('2026-02-28T00:00:00Z')).toBe(1);
    expect(errorsFor(20260228)).toBe(1);
  });

  it('stores a date as its UTC midnight', () => {
    expect(toDateColumn('2026-11-22').toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
});
