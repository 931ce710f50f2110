import { apiRecordTimes } from './api-format';

describe('apiRecordTimes', () => {
  it('answers timestamps in whole seconds with Z, then the UTC dates, in that key order', () => {
    const times = apiRecordTimes({
      createdAt: new Date('2026-03-01T23:30:15.987Z'),
      updatedAt: new Date('2026-03-02T00:00:00.000Z'),
    });
    expect(JSON.stringify(times)).toBe(
      JSON.stringify({
        created_at: '2026-03-01T23:30:15Z',
        updated_at: '2026-03-02T00:00:00Z',
        created_on: '2026-03-01',
        updated_on: '2026-03-02',
      }),
    );
  });
});
