import { readFileSync } from 'node:fs';
import { runCliCommand } from './engine-cli.command';
import { EngineArgsError, parseEngineArgs, type EngineArgs } from './engine-args.parser';
import { errorMessage, isWasmPanic, toRpcError } from './engine-error.formatter';
import { createEngineHandler } from './engine-methods.dispatcher';
import { createEngineAdapterFactory } from './pg-adapter.factory';
import { createTracer, type Tracer } from './rpc-trace.writer';
import { serveJsonRpc } from './rpc.server';
import { normalizeWasmLog, writeLog } from './stderr.logger';
import { createWasmEngine, takePanicMessage, wasmEngineVersion } from './wasm-engine.loader';

/** Exit code of the native engine after a panic; the CLI reports it as a crash. */
const PANIC_EXIT_CODE = 101;

/**
 * Entry point of `bin/schema-engine`: the stand-in for Prisma's native schema engine.
 * Logs go to stderr only; stdout carries JSON-RPC (or the output of a one-shot command).
 */
export async function main(argv: readonly string[]): Promise<number> {
  let args: EngineArgs;
  try {
    args = parseEngineArgs(argv);
  } catch (error) {
    if (!(error instanceof EngineArgsError)) throw error;
    writeLog('ERROR', error.message);
    return 1;
  }
  if (args.printVersion) {
    process.stdout.write(`schema-engine-cli ${wasmEngineVersion()}\n`);
    return 0;
  }
  // Debugging aid: every JSON-RPC line and shadow database event, appended to this file.
  const trace = createTracer(process.env.FAKTURA_ENGINE_TRACE || undefined);
  if (args.cliCommand) {
    trace({ event: 'cli', command: args.cliCommand });
    const code = await runCliCommand(args.cliCommand, args.datasource.url);
    trace({ event: 'exit', code });
    return code;
  }
  trace({ event: 'start', datamodels: args.datamodels });
  return serveEngine(args, trace);
}

async function serveEngine(args: EngineArgs, trace: Tracer): Promise<number> {
  const adapters = createEngineAdapterFactory({
    ...args.datasource,
    // Lets tests (and operators hunting leftovers) recognise this run's shadow databases.
    shadowPrefix: process.env.FAKTURA_SHADOW_DB_PREFIX || undefined,
    trace,
  });
  const stop = async (code: number): Promise<number> => {
    await adapters.close().catch((error: unknown) => writeLog('WARN', errorMessage(error)));
    return code;
  };
  // The CLI ends stdin and sends SIGTERM at the same moment: clean up, then leave quietly.
  process.once('SIGTERM', () => void stop(0).then((code) => process.exit(code)));

  const datamodels = args.datamodels.map((path): [string, string] => [
    path,
    readFileSync(path, 'utf8'),
  ]);
  const log = (line: string): void => {
    process.stderr.write(`${normalizeWasmLog(line)}\n`);
  };
  const engine = await createWasmEngine(datamodels, log, adapters.factory);
  const handle = createEngineHandler(engine, {
    url: args.datasource.url,
    engineVersion: wasmEngineVersion(),
    trace,
  });
  const result = await serveJsonRpc({
    input: process.stdin,
    output: process.stdout,
    handle,
    toError: (error) => toRpcError(error, isWasmPanic(error) ? takePanicMessage() : ''),
    beforeReply: () => adapters.dropShadowDatabases(),
    isFatal: isWasmPanic,
    trace,
  });
  return stop(result.fatal ? PANIC_EXIT_CODE : 0);
}

if (require.main === module) {
  process.on('uncaughtException', (error) => {
    // A panic inside an engine callback can surface here rather than as a rejection.
    const panic = isWasmPanic(error) ? takePanicMessage() : '';
    writeLog('ERROR', panic || errorMessage(error), { is_panic: isWasmPanic(error) });
    process.exit(isWasmPanic(error) ? PANIC_EXIT_CODE : 1);
  });
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      writeLog('ERROR', errorMessage(error));
      process.exit(1);
    },
  );
}
