import { isTargetBusinessDay, nextTargetBusinessDay } from './target-calendar';

describe('TARGET2 calendar', () => {
  it('skips weekends and the TARGET2 holidays', () => {
    expect(nextTargetBusinessDay('2026-12-08')).toBe('2026-12-09');
    expect(nextTargetBusinessDay('2026-12-11')).toBe('2026-12-14');
    expect(nextTargetBusinessDay('2026-12-24')).toBe('2026-12-28');
    expect(nextTargetBusinessDay('2026-12-31')).toBe('2027-01-04');
    // Easter 2027 is 28 March: Good Friday 26 March, Easter Monday 29 March.
    expect(nextTargetBusinessDay('2027-03-25')).toBe('2027-03-30');
    expect(nextTargetBusinessDay('2026-04-30')).toBe('2026-05-04');
  });

  it('knows Good Friday and Easter Monday of other years', () => {
    expect(isTargetBusinessDay('2026-04-03')).toBe(false);
    expect(isTargetBusinessDay('2026-04-06')).toBe(false);
    expect(isTargetBusinessDay('2026-04-07')).toBe(true);
    expect(isTargetBusinessDay('2030-04-19')).toBe(false);
  });
});
