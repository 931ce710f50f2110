import { disregardRefusal } from './activity-disregard.rule.js';

describe('disregardRefusal', () => {
  const activity = { billed: false, companyId: 5, projectId: 7 };

  it('accepts an unbilled activity of the company, with or without its project', () => {
    expect(disregardRefusal(activity, { companyId: 5, projectId: null })).toBeNull();
    expect(disregardRefusal(activity, { companyId: 5, projectId: 7 })).toBeNull();
  });

  it('refuses an activity of another company or project', () => {
    expect(disregardRefusal(activity, { companyId: 6, projectId: null })).toBe(
      'belongs to a project of another company',
    );
    expect(disregardRefusal(activity, { companyId: 5, projectId: 8 })).toBe(
      'belongs to another project',
    );
  });

  it('refuses a billed activity', () => {
    expect(disregardRefusal({ ...activity, billed: true }, { companyId: 5, projectId: 7 })).toBe(
      'is already billed',
    );
  });
});
