import type { LoadFigures } from './stats';

/** What one scenario measured; `extra` holds figures a scenario has beyond the load columns. */
export interface ScenarioResult {
  name: string;
  faktura: LoadFigures | null;
  baseline: LoadFigures | null;
  /** Faktura's requests/s over the baseline's. */
  ratio: number | null;
  /** Statements of one request, from the counting proxy. */
  statements: number | null;
  /** The identity check's verdict, for scenarios with a baseline. */
  identical: string | null;
  goal: string;
  /** null: the goal needs a figure this run cannot have (e.g. the before run's). */
  pass: boolean | null;
  extra: Record<string, number | string>;
}

type Measured = Omit<ScenarioResult, 'goal' | 'pass'>;

/** What a scenario measured on Faktura alone (no baseline); figures without load in `extra`. */
export function fakturaOnly(
  name: string,
  faktura: LoadFigures | null,
  statements: number | null,
  extra: ScenarioResult['extra'] = {},
): Measured {
  return { name, faktura, baseline: null, ratio: null, statements, identical: null, extra };
}

/** A goal: its text for the table and the check of a result. */
export interface Goal {
  text: string;
  check(result: Measured): boolean | null;
}

export const ratioAtLeast = (share: number): Goal => ({
  text: `≥ ${Math.round(share * 100)} % of baseline`,
  check: (result) => (result.ratio === null ? null : result.ratio >= share),
});

export const p50AtMost = (ms: number): Goal => ({
  text: `p50 ≤ ${ms} ms`,
  check: (result) => (result.faktura ? result.faktura.p50Ms <= ms : null),
});

export const statementsAtMost = (count: number): Goal => ({
  text: `≤ ${count} statements`,
  check: (result) => (result.statements === null ? null : result.statements <= count),
});

/** A figure of `extra` against a limit (`max`: at most, `min`: at least). */
export const extraWithin = (key: string, limit: number, kind: 'max' | 'min', text: string) => ({
  text,
  check: (result: Measured) => {
    const value = result.extra[key];
    if (typeof value !== 'number') return null;
    return kind === 'max' ? value <= limit : value >= limit;
  },
});

/** Every goal must hold; unknown (null) when none fails but one cannot be judged. */
export function allOf(...goals: Goal[]): Goal {
  return {
    text: goals.map((goal) => goal.text).join(', '),
    check: (result) => {
      const verdicts = goals.map((goal) => goal.check(result));
      if (verdicts.includes(false)) return false;
      return verdicts.includes(null) ? null : true;
    },
  };
}

/** A goal that this run cannot judge on its own (it compares with another run). */
export const judgedElsewhere = (text: string): Goal => ({ text, check: () => null });

/** The result with its goal's text and verdict. */
export function judged(result: Measured, goal: Goal): ScenarioResult {
  return { ...result, goal: goal.text, pass: goal.check(result) };
}
