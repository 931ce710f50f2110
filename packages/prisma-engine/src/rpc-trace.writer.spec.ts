import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTracer, noTrace, traceableLine } from './rpc-trace.writer';

describe('createTracer', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fpe-trace-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is a no-op without a file', () => {
    expect(createTracer(undefined)).toBe(noTrace);
    expect(createTracer('')).toBe(noTrace);
  });

  it('appends one JSON line per event with time and pid', () => {
    const file = join(dir, 'trace.jsonl');
    const trace = createTracer(file, 42);
    trace({ dir: 'in', message: { id: 1, method: 'devDiagnostic' } });
    trace({ event: 'shadowCreated', shadow: 'prisma_shadow_x' });
    const lines = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      {
        time: expect.any(String),
        pid: 42,
        dir: 'in',
        message: { id: 1, method: 'devDiagnostic' },
      },
      { time: expect.any(String), pid: 42, event: 'shadowCreated', shadow: 'prisma_shadow_x' },
    ]);
  });

  it('never throws when the file cannot be written', () => {
    const trace = createTracer(join(dir, 'missing', 'trace.jsonl'));
    expect(() => trace({ event: 'start' })).not.toThrow();
  });

  it('keeps input lines that are not JSON as text', () => {
    expect(traceableLine('{"id":1}')).toEqual({ id: 1 });
    expect(traceableLine('not json')).toBe('not json');
  });
});
