/** Where two responses first differ, or null when they are byte-identical. */
export function firstDifference(a: Buffer, b: Buffer): number | null {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) if (a[i] !== b[i]) return i;
  return a.length === b.length ? null : length;
}

/** A response as the identity check compares it: the body and the headers that carry data. */
export interface ComparedResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** The headers both must send alike (paging); Link differs only by host and is not compared. */
export const COMPARED_HEADERS = ['x-total', 'x-page', 'x-per-page'] as const;

/** `identical: yes`, or what differs first: status, a header, or the body's first offset. */
export function identityVerdict(faktura: ComparedResponse, baseline: ComparedResponse): string {
  if (faktura.status !== baseline.status) {
    return `no (status ${faktura.status} vs ${baseline.status})`;
  }
  for (const name of COMPARED_HEADERS) {
    if (faktura.headers[name] !== baseline.headers[name]) {
      return `no (${name}: ${faktura.headers[name]} vs ${baseline.headers[name]})`;
    }
  }
  const offset = firstDifference(faktura.body, baseline.body);
  if (offset === null) return 'yes';
  const around = (body: Buffer) => JSON.stringify(body.subarray(offset, offset + 40).toString());
  return `no (body differs at byte ${offset}: ${around(faktura.body)} vs ${around(baseline.body)})`;
}
