import type { ScenarioResult } from './goals';

const HEADER = [
  'scenario',
  'Faktura req/s',
  'p50 ms',
  'p99 ms',
  'baseline req/s',
  'p50 ms',
  'p99 ms',
  'ratio',
  'goal',
  'pass',
  'statements',
  'figures',
];

/** Requests/s without false precision: whole numbers from 100 on. */
export function formatRate(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '';
  return value >= 100 ? String(Math.round(value)) : value.toFixed(1);
}

export function formatMs(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '';
  return value >= 100 ? String(Math.round(value)) : value.toFixed(1);
}

const verdict = (pass: boolean | null) => (pass === null ? 'n/a' : pass ? 'pass' : 'FAIL');

/** The cells of one result, in the header's order. */
export function rowOf(result: ScenarioResult): string[] {
  const { faktura, baseline } = result;
  return [
    result.name,
    formatRate(faktura?.requestsPerSecond),
    formatMs(faktura?.p50Ms),
    formatMs(faktura?.p99Ms),
    formatRate(baseline?.requestsPerSecond),
    formatMs(baseline?.p50Ms),
    formatMs(baseline?.p99Ms),
    result.ratio === null ? '' : `${Math.round(result.ratio * 100)} %`,
    result.goal,
    verdict(result.pass),
    result.statements === null ? '' : String(result.statements),
    Object.entries(result.extra)
      .map(([key, value]) => `${key} ${value}`)
      .join(', '),
  ];
}

/** A Markdown table (readable as text too): numbers right-aligned, columns padded. */
export function formatTable(results: readonly ScenarioResult[]): string {
  const rows = [HEADER, ...results.map(rowOf)];
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const numeric = (column: number) => column > 0 && column < 8;
  const line = (row: string[]) =>
    `| ${row
      .map((cell, column) =>
        numeric(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (numeric(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}
