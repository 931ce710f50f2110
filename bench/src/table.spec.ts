import { allOf, extraWithin, judged, p50AtMost, ratioAtLeast, statementsAtMost } from './goals';
import { formatMs, formatRate, formatTable } from './table';

const figures = (requestsPerSecond: number, p50Ms: number, p99Ms: number) => ({
  requestsPerSecond,
  p50Ms,
  p99Ms,
});

const measured = {
  name: 'invoices',
  faktura: figures(51.4, 290.5, 612),
  baseline: figures(221, 70.25, 140),
  ratio: 51.4 / 221,
  statements: 11,
  identical: 'yes',
  extra: {},
};

describe('goals', () => {
  it('judges the share of the baseline, latency and statements', () => {
    expect(judged(measured, ratioAtLeast(0.6))).toMatchObject({
      goal: '≥ 60 % of baseline',
      pass: false,
    });
    expect(judged(measured, ratioAtLeast(0.2)).pass).toBe(true);
    expect(judged(measured, p50AtMost(300)).pass).toBe(true);
    expect(judged(measured, statementsAtMost(8)).pass).toBe(false);
  });

  it('fails when one goal fails, and cannot judge what a figure is missing for', () => {
    expect(judged(measured, allOf(p50AtMost(300), statementsAtMost(8))).pass).toBe(false);
    const burst = { ...measured, faktura: null, extra: { wallSeconds: 5.2 } };
    expect(judged(burst, extraWithin('wallSeconds', 6, 'max', '≤ 6 s')).pass).toBe(true);
    expect(judged(burst, extraWithin('pdfsPerSecond', 4, 'min', '≥ 4/s')).pass).toBeNull();
    expect(judged(burst, allOf(p50AtMost(10), statementsAtMost(20))).pass).toBeNull();
  });
});

describe('the table', () => {
  it('writes rates and times without false precision', () => {
    expect(formatRate(221.4)).toBe('221');
    expect(formatRate(51.44)).toBe('51.4');
    expect(formatMs(7.25)).toBe('7.3');
    expect(formatMs(Number.NaN)).toBe('');
    expect(formatMs(undefined)).toBe('');
  });

  it('is a Markdown table with one row per scenario and right-aligned numbers', () => {
    const table = formatTable([judged(measured, ratioAtLeast(0.6))]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[0]).toMatch(/^\| scenario +\| Faktura req\/s \| p50 ms \|/);
    expect(table[1]).toMatch(/^\|-+\|-+:\|/);
    const cells = table[2].split('|').map((cell) => cell.trim());
    expect(cells.slice(1, -1)).toEqual([
      'invoices',
      '51.4',
      '291',
      '612',
      '221',
      '70.3',
      '140',
      '23 %',
      '≥ 60 % of baseline',
      'FAIL',
      '11',
      '',
    ]);
  });

  it('shows the figures a scenario has beyond the load columns', () => {
    const memory = { ...measured, faktura: null, baseline: null, ratio: null, statements: null };
    const row = formatTable([
      judged(
        { ...memory, extra: { apiMiB: 180, workerMiB: 90 } },
        extraWithin('apiMiB', 300, 'max', 'API ≤ 300 MiB'),
      ),
    ]).split('\n')[2];
    expect(row).toContain('| pass |');
    expect(row).toContain('apiMiB 180, workerMiB 90');
  });
});
