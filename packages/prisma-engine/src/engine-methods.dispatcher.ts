import type { DatasourceParam, DiffParams, SchemaEngine } from '@prisma/schema-engine-wasm' with {
  'resolution-mode': 'import',
};
import { createDatabase } from './database-admin.service';
import { withMigrationSchema } from './migration-schema.primer';
import type { Tracer } from './rpc-trace.writer';
import { MethodNotFoundError, type RequestHandler, type RpcPeer } from './rpc.server';
import { isRecord } from './stderr.logger';

/** What the dispatcher needs besides the engine. */
export interface DispatchContext {
  /** The `--datasource` URL, used when a request names the datasource by its schema. */
  url?: string;
  /** Version string returned by the `version` method. */
  engineVersion: string;
  /** Records engine-side events (FAKTURA_ENGINE_TRACE). */
  trace?: Tracer;
}

/** The parameter type of a wasm engine method. */
type Input<M extends keyof SchemaEngine> = SchemaEngine[M] extends (input: infer I) => unknown
  ? I
  : never;

type Method = (
  engine: SchemaEngine,
  params: unknown,
  peer: RpcPeer,
  ctx: DispatchContext,
) => Promise<unknown>;

// The wasm methods must be called on the engine object (a detached method loses its binding
// to the wasm instance), hence one small closure per method.
const METHODS: Record<string, Method> = {
  applyMigrations: (e, p) => e.applyMigrations(p as Input<'applyMigrations'>),
  // Both need the migration history's schema, which the wasm engine cannot build on its own.
  createMigration: (e, p, _peer, ctx) => {
    const input = p as Input<'createMigration'>;
    return withMigrationSchema(
      e,
      input,
      () => e.createMigration(input),
      primeTrace(ctx, 'createMigration'),
    );
  },
  dbExecute: (e, p) => e.dbExecute(p as Input<'dbExecute'>),
  devDiagnostic: (e, p) => e.devDiagnostic(p as Input<'devDiagnostic'>),
  diagnoseMigrationHistory: (e, p) =>
    e.diagnoseMigrationHistory(p as Input<'diagnoseMigrationHistory'>),
  ensureConnectionValidity: (e, p) =>
    e.ensureConnectionValidity(p as Input<'ensureConnectionValidity'>),
  evaluateDataLoss: (e, p, _peer, ctx) => {
    const input = p as Input<'evaluateDataLoss'>;
    return withMigrationSchema(
      e,
      input,
      () => e.evaluateDataLoss(input),
      primeTrace(ctx, 'evaluateDataLoss'),
    );
  },
  introspect: (e, p) => e.introspect(p as Input<'introspect'>),
  introspectSql: (e, p) => e.introspectSql(p as Input<'introspectSql'>),
  markMigrationApplied: (e, p) => e.markMigrationApplied(p as Input<'markMigrationApplied'>),
  markMigrationRolledBack: (e, p) =>
    e.markMigrationRolledBack(p as Input<'markMigrationRolledBack'>),
  reset: (e, p) => e.reset(p as Input<'reset'>),
  schemaPush: (e, p) => e.schemaPush(p as Input<'schemaPush'>),
  // Both want a plain string: the engine's version, and the database server's version.
  version: async (_e, _p, _peer, ctx) => ctx.engineVersion,
  getDatabaseVersion: (e, p) => e.version((p ?? null) as Input<'version'>),
  diff: (e, p, peer) => diffWithPrint(e, p as DiffParams, peer),
  createDatabase: async (_e, p, _peer, ctx) => ({
    databaseName: await createDatabase(datasourceUrl(p, ctx)),
  }),
  debugPanic: async (e) => e.debugPanic(),
};

function primeTrace(ctx: DispatchContext, method: string): () => void {
  return () => ctx.trace?.({ event: 'primeMigrationSchema', method });
}

/**
 * The native engine does not return the diff text: it sends it to the CLI as a separate
 * `print` request, waits for the reply, then answers with `stdout: null`. The CLI prints
 * only what comes through `print`.
 */
async function diffWithPrint(
  engine: SchemaEngine,
  params: DiffParams,
  peer: RpcPeer,
): Promise<unknown> {
  const result = await engine.diff(params);
  if (result.stdout !== null && result.stdout !== undefined) {
    await peer.request('print', { content: result.stdout });
  }
  return { ...result, stdout: null };
}

/** The URL a `{ datasource }` param designates: its connection string or the configured URL. */
function datasourceUrl(params: unknown, ctx: DispatchContext): string {
  const datasource = isRecord(params)
    ? (params.datasource as DatasourceParam | undefined)
    : undefined;
  if (datasource?.tag === 'ConnectionString') return datasource.url;
  if (ctx.url) return ctx.url;
  throw new Error('No datasource URL was given to the schema engine.');
}

/** Builds the JSON-RPC handler that forwards each method to the wasm engine. */
export function createEngineHandler(engine: SchemaEngine, ctx: DispatchContext): RequestHandler {
  return async (method, params, peer) => {
    const run = Object.prototype.hasOwnProperty.call(METHODS, method) ? METHODS[method] : undefined;
    if (!run) throw new MethodNotFoundError(method);
    return run(engine, params, peer, ctx);
  };
}
