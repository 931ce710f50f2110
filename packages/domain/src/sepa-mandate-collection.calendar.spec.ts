import {
  earliestCollectionDate,
  isTargetBusinessDay,
  targetBusinessDayFrom,
} from './sepa-mandate-collection.calendar';

describe('TARGET2 calendar', () => {
  it('closes on weekends and the six TARGET holidays', () => {
    // 2027: Good Friday 26 March, Easter Monday 29 March.
    for (const day of [
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-01',
      '2027-12-25',
      '2027-12-26',
      '2027-03-27',
      '2027-03-28',
    ]) {
      expect([day, isTargetBusinessDay(day)]).toEqual([day, false]);
    }
    for (const day of ['2027-03-25', '2027-03-30', '2028-10-03', '2027-12-24']) {
      expect([day, isTargetBusinessDay(day)]).toEqual([day, true]); // national holidays count
    }
  });

  it('moves a closing day to the next business day', () => {
    expect(targetBusinessDayFrom('2027-03-26')).toBe('2027-03-30');
    expect(targetBusinessDayFrom('2027-03-30')).toBe('2027-03-30');
  });

  it('lets a file handed in today collect on the next business day (D-1)', () => {
    expect(earliestCollectionDate('2026-12-08')).toBe('2026-12-09'); // Tuesday -> Wednesday
    expect(earliestCollectionDate('2026-12-11')).toBe('2026-12-14'); // Friday -> Monday
    expect(earliestCollectionDate('2026-12-12')).toBe('2026-12-15'); // Saturday: from Monday
    expect(earliestCollectionDate('2026-12-24')).toBe('2026-12-28'); // over Christmas
  });
});
