/** Delay before retry number `attempt` (1-based): base x 2^(attempt-1), capped. */
export function retryDelayMs(attempt: number, baseMs: number, capMs: number): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(capMs, baseMs * 2 ** Math.min(exponent, 30));
}
