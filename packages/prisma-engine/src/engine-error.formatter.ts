import { ENGINE_ERROR, type JsonRpcErrorObject } from './json-rpc.protocol';
import { isRecord } from './stderr.logger';
import { webAssembly } from './wasm-runtime.types';

/**
 * The wasm build reports a Rust panic through `globalThis.PRISMA_WASM_PANIC_REGISTRY.set_message`
 * and then traps; this object keeps the message for the error reply.
 */
export class WasmPanicRegistry {
  message = '';

  /** Called by the wasm panic hook. */
  set_message(message: string): void {
    this.message = message;
  }

  /** Returns and forgets the last panic message. */
  take(): string {
    const message = this.message;
    this.message = '';
    return message;
  }
}

/** A trap of the wasm instance, i.e. a Rust panic (the instance is unusable afterwards). */
export function isWasmPanic(error: unknown): boolean {
  return error instanceof webAssembly.RuntimeError;
}

/**
 * The wasm engine appends a tracing span trace ("   0: schema_engine_wasm::...") to its
 * messages; the native engine does not, and users should not see it.
 */
export function stripSpanTrace(message: string): string {
  const lines = message.split('\n');
  const start = lines.findIndex((line) => /^\s*0: [\w:]+/.test(line));
  return (start === -1 ? message : lines.slice(0, start).join('\n')).trimEnd();
}

/**
 * Converts anything an engine call threw into the JSON-RPC error the CLI expects:
 * `data.is_panic`, `data.message` and, for user-facing errors, `data.error_code` (e.g. P3006).
 */
export function toRpcError(error: unknown, panicMessage = ''): JsonRpcErrorObject {
  if (isWasmPanic(error)) {
    const message = panicMessage || (error as Error).message;
    return {
      code: ENGINE_ERROR,
      message,
      data: { is_panic: true, message, backtrace: (error as Error).stack ?? null },
    };
  }
  const message = stripSpanTrace(errorMessage(error));
  const data: Record<string, unknown> = { is_panic: false, message, meta: {} };
  if (isRecord(error)) {
    if (typeof error.code === 'string' && /^P\d{4}$/.test(error.code)) {
      data.error_code = error.code;
    }
    if (isRecord(error.meta)) data.meta = error.meta;
  }
  return {
    code: ENGINE_ERROR,
    message: 'An error happened. Check the data field for details.',
    data,
  };
}

/** The message of an Error, or a readable rendering of anything else thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
