/**
 * Re-checks a condition (a row written, a process gone) until it holds; throws after `timeoutMs`.
 * For states no event announces; prefer waiting for an event where there is one.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} still false after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
