import { mayChangeBillableSeconds } from './activity-billable-seconds.rule.js';

describe('mayChangeBillableSeconds', () => {
  const project = { leaderId: 3, coLeaderId: 4 };

  it("allows the project's leader and co-leader", () => {
    expect(mayChangeBillableSeconds({ userId: 3, isAdmin: false }, project)).toBe(true);
    expect(mayChangeBillableSeconds({ userId: 4, isAdmin: false }, project)).toBe(true);
  });

  it('allows an administrator of any project', () => {
    expect(mayChangeBillableSeconds({ userId: 9, isAdmin: true }, project)).toBe(true);
    const leaderless = { leaderId: null, coLeaderId: null };
    expect(mayChangeBillableSeconds({ userId: 9, isAdmin: true }, leaderless)).toBe(true);
  });

  it('refuses anybody else, also on a project without leaders', () => {
    expect(mayChangeBillableSeconds({ userId: 9, isAdmin: false }, project)).toBe(false);
    const leaderless = { leaderId: null, coLeaderId: null };
    expect(mayChangeBillableSeconds({ userId: 9, isAdmin: false }, leaderless)).toBe(false);
  });
});
