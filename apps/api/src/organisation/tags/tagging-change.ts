/** What a tagging request does with its names: PATCH adds, PUT replaces, DELETE removes. */
export type TaggingChange = 'add' | 'replace' | 'remove';

/**
 * A record's tags after `change` with `names` (normalized): the kept ones stay in their order,
 * added ones follow in the order sent.
 */
export function changedTags(
  current: readonly string[],
  names: readonly string[],
  change: TaggingChange,
): string[] {
  if (change === 'replace') return [...names];
  if (change === 'remove') return current.filter((name) => !names.includes(name));
  return [...current, ...names.filter((name) => !current.includes(name))];
}

/** Whether two tag lists are the same, order included (nothing to write otherwise). */
export function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}
