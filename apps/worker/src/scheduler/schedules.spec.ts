import { periodKey } from './schedules';

describe('periodKey', () => {
  const at = new Date('2026-11-22T09:15:04.123Z');

  it('is the same for every moment of one hour and differs for the next', () => {
    expect(periodKey('hour', at)).toBe('hour:2026-11-22T09');
    expect(periodKey('hour', new Date('2026-11-22T09:59:59.999Z'))).toBe('hour:2026-11-22T09');
    expect(periodKey('hour', new Date('2026-11-22T10:00:00.000Z'))).toBe('hour:2026-11-22T10');
  });

  it('keys days by UTC date', () => {
    expect(periodKey('day', at)).toBe('day:2026-11-22');
  });
});
