import type { Scenario } from '../context';
import { BOOKKEEPING_EXPORT_SCENARIOS } from './bookkeeping-export.scenarios';
import { CREATE_SCENARIOS } from './create.scenarios';
import { FILTER_SCENARIOS } from './filters.scenarios';
import { PDF_SCENARIOS } from './pdf.scenarios';
import { RATE_LIMIT_SCENARIOS } from './rate-limit.scenarios';
import { READ_SCENARIOS } from './reads.scenarios';
import { RECURRING_EXPENSE_SCENARIOS } from './recurring-expenses.scenarios';
import { REFERENCE_READ_SCENARIOS } from './reference-reads.scenarios';

/**
 * Every scenario in run order: reads first (before any PDF exists, `file_url` is null on both
 * sides; the rate-limit store's cost among them), then PDFs and the recurring expense pass with
 * the worker, then writes with the worker stopped, so that no render of a new invoice competes
 * with the creates.
 */
export const SCENARIOS: Scenario[] = [
  ...READ_SCENARIOS,
  ...REFERENCE_READ_SCENARIOS,
  ...FILTER_SCENARIOS,
  ...RATE_LIMIT_SCENARIOS,
  ...PDF_SCENARIOS,
  ...RECURRING_EXPENSE_SCENARIOS,
  ...BOOKKEEPING_EXPORT_SCENARIOS,
  ...CREATE_SCENARIOS,
];

/** The scenarios `--only` names (all when empty); an unknown name is an error. */
export function selectScenarios(only: readonly string[]): Scenario[] {
  const unknown = only.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length > 0) {
    const names = SCENARIOS.map((scenario) => scenario.name).join(', ');
    throw new Error(`unknown scenario ${unknown.join(', ')}; there are: ${names}`);
  }
  return only.length === 0 ? SCENARIOS : SCENARIOS.filter((s) => only.includes(s.name));
}
