import type { DocumentPages, PrefillField, PrefillSource } from './draft-prefill.types.js';
import type { LabelRule } from './prefill-labels.table.js';

/** A value read after one occurrence of a label. */
export interface LabelledValue<T> {
  value: T;
  found: PrefillSource;
  /** False when the value itself leaves room for doubt (a date like 03/04/2026). */
  unambiguous: boolean;
}

/** Reads a value from the start of a text, or null; `unambiguous` defaults to true. */
export type ValueReader<T> = (text: string) => { value: T; unambiguous?: boolean } | null;

const source = (page: number, line: number, text: string): PrefillSource => ({
  page: page + 1,
  line: line + 1,
  text,
});

/**
 * Every value of the document that follows a label of `rule`, on the label's line or, when the
 * label ends its line, at the start of the next line of the same page.
 */
export function labelledValues<T>(
  pages: DocumentPages,
  rule: LabelRule,
  read: ValueReader<T>,
): Array<LabelledValue<T>> {
  const values: Array<LabelledValue<T>> = [];
  pages.forEach((lines, page) =>
    lines.forEach((text, line) => {
      for (const match of text.matchAll(rule.label)) {
        if (rule.notAfter?.test(text.slice(0, match.index))) continue;
        const rest = text.slice(match.index + match[0].length);
        const afterFiller = rest.slice(rest.match(rule.filler)?.[0].length ?? 0);
        const next = lines[line + 1];
        const onNext = afterFiller.trim() === '' && next !== undefined;
        const target = onNext ? next.slice(next.match(rule.filler)?.[0].length ?? 0) : afterFiller;
        const hit = read(target);
        if (!hit) continue;
        values.push({
          value: hit.value,
          found: source(page, onNext ? line + 1 : line, onNext ? next : text),
          unambiguous: hit.unambiguous ?? true,
        });
      }
    }),
  );
  return values;
}

/**
 * One field from its labelled values: certain when every value is the same and unambiguous;
 * otherwise the first value with `certain: false`, a note and the other values. Null when no
 * label had a value.
 */
export function fieldOf<T>(
  values: Array<LabelledValue<T>>,
  key: (value: T) => string = String,
): PrefillField<T> | null {
  const [first] = values;
  if (!first) return null;
  const others = values.filter(
    (value, index) =>
      key(value.value) !== key(first.value) &&
      values.findIndex((earlier) => key(earlier.value) === key(value.value)) === index,
  );
  if (others.length > 0) {
    return {
      value: first.value,
      certain: false,
      found: first.found,
      note: 'different values under the labels; none is taken as certain',
      alternatives: others.map(({ value, found }) => ({ value, found })),
    };
  }
  if (!values.every((value) => value.unambiguous)) {
    return { ...withoutFlag(first), certain: false, note: 'day and month could be swapped' };
  }
  return { ...withoutFlag(first), certain: true };
}

const withoutFlag = <T>({ value, found }: LabelledValue<T>) => ({ value, found });

/** Marks a field uncertain with the reason, keeping what was read. */
export function uncertain<T>(field: PrefillField<T> | null, note: string): PrefillField<T> | null {
  if (!field || !field.certain) return field;
  return { ...field, certain: false, note };
}
