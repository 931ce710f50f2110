import {
  errorMessage,
  isWasmPanic,
  stripSpanTrace,
  toRpcError,
  WasmPanicRegistry,
} from './engine-error.formatter';
import { ENGINE_ERROR } from './json-rpc.protocol';
import { webAssembly } from './wasm-runtime.types';

class SchemaConnectorError extends Error {
  override name = 'SchemaConnectorError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

describe('stripSpanTrace', () => {
  it('removes the tracing span trace the wasm build appends', () => {
    const message =
      '--from-url and --to-url flags are no longer supported\n' +
      '   0: schema_engine_wasm::wasm::engine::Diff\n' +
      '             at schema-engine/schema-engine-wasm/src/wasm/engine.rs:242';
    expect(stripSpanTrace(message)).toBe('--from-url and --to-url flags are no longer supported');
  });

  it('leaves other messages alone', () => {
    expect(stripSpanTrace('line 1\nline 2')).toBe('line 1\nline 2');
  });
});

describe('toRpcError', () => {
  it('puts known errors in `data` with their error code, as the native engine does', () => {
    const error = toRpcError(new SchemaConnectorError('Schema invalid\n   0: a::b', 'P1012'));
    expect(error).toEqual({
      code: ENGINE_ERROR,
      message: 'An error happened. Check the data field for details.',
      data: { is_panic: false, message: 'Schema invalid', meta: {}, error_code: 'P1012' },
    });
  });

  it('omits error_code when the error has none (the CLI then shows the message only)', () => {
    const error = toRpcError(new SchemaConnectorError('external connector error'));
    expect(error.data).toEqual({ is_panic: false, message: 'external connector error', meta: {} });
  });

  it('ignores codes that are not Prisma error codes', () => {
    const error = toRpcError(Object.assign(new Error('boom'), { code: 'ECONNRESET' }));
    expect(error.data).not.toHaveProperty('error_code');
  });

  it('reports wasm traps as panics with the registered panic message', () => {
    const error = toRpcError(new webAssembly.RuntimeError('unreachable'), 'index out of bounds');
    expect(error.message).toBe('index out of bounds');
    expect(error.data).toMatchObject({ is_panic: true, message: 'index out of bounds' });
  });

  it('accepts non-Error values', () => {
    expect(toRpcError('plain').data).toMatchObject({ message: 'plain' });
    expect(errorMessage({ message: 'object' })).toBe('object');
    expect(errorMessage(42)).toBe('42');
  });
});

describe('isWasmPanic and WasmPanicRegistry', () => {
  it('tells traps from ordinary errors', () => {
    expect(isWasmPanic(new webAssembly.RuntimeError('unreachable'))).toBe(true);
    expect(isWasmPanic(new Error('x'))).toBe(false);
  });

  it('hands out the last panic message once', () => {
    const registry = new WasmPanicRegistry();
    registry.set_message('panicked at foo.rs');
    expect(registry.take()).toBe('panicked at foo.rs');
    expect(registry.take()).toBe('');
  });
});
