import { appendFileSync } from 'node:fs';

/** One traced event: a JSON-RPC line in or out, or something the engine did (e.g. a shadow). */
export type TraceEvent =
  { dir: 'in' | 'out'; message: unknown } | { event: string; [key: string]: unknown };

/** Records trace events; a no-op unless tracing is on. */
export type Tracer = (event: TraceEvent) => void;

/** The tracer used when `FAKTURA_ENGINE_TRACE` is unset. */
export const noTrace: Tracer = () => undefined;

/**
 * Appends events as JSON lines (`{"time","pid",...event}`) to `file`. Writes are synchronous:
 * the CLI kills the engine with SIGTERM right after the last reply, and one-shot commands and
 * several engine processes of one CLI run append to the same file, told apart by `pid`.
 * A trace that cannot be written is dropped silently: stderr belongs to the CLI's log parser.
 */
export function createTracer(file: string | undefined, pid: number = process.pid): Tracer {
  if (!file) return noTrace;
  return (event) => {
    try {
      appendFileSync(
        file,
        `${JSON.stringify({ time: new Date().toISOString(), pid, ...event })}\n`,
      );
    } catch {
      // Tracing is a debugging aid; it must never break the engine.
    }
  };
}

/** Parses a raw input line for the trace; lines that are not JSON are kept as text. */
export function traceableLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return line;
  }
}
