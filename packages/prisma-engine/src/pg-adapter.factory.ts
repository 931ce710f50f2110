import { PrismaPg } from '@prisma/adapter-pg';
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { errorMessage } from './engine-error.formatter';
import { CharAwareClient } from './pg-char-column.patch';
import { adapterError, FixedPgAdapter, NoDatasourceAdapter } from './pg-fixed.adapter';
import { noTrace, type Tracer } from './rpc-trace.writer';
import { writeLog } from './stderr.logger';
import {
  createThrowawayDatabase,
  quoteIdentifier,
  runAdminStatement,
  type ThrowawayDatabase,
} from './throwaway-database.util';
import { urlParts } from './connection-error.mapper';

/** Connection strings the engine works with. */
export interface AdapterUrls {
  url?: string;
  shadowDatabaseUrl?: string;
  /** Name prefix of throwaway shadow databases (default `prisma_shadow`). */
  shadowPrefix?: string;
  /** Records shadow database events (FAKTURA_ENGINE_TRACE). */
  trace?: Tracer;
}

/** The adapter factory handed to the wasm engine, plus the housekeeping the engine needs. */
export interface EngineAdapterFactory {
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** Drops shadow databases still alive; called before each reply, as the CLI kills us at once. */
  dropShadowDatabases(): Promise<void>;
  /** Disposes every open connection and drops leftover shadow databases. */
  close(): Promise<void>;
}

/** The `?schema=` of a Prisma connection string; the engine migrates that schema. */
export function schemaOf(url: string): string {
  return new URL(url).searchParams.get('schema') ?? 'public';
}

/** True when two URLs name the same database on the same server. */
export function sameDatabase(a: string, b: string): boolean {
  const [x, y] = [urlParts(a), urlParts(b)];
  return x.host === y.host && x.port === y.port && x.database === y.database;
}

/**
 * pg settings for a Prisma URL. With `?schema=x` the engine issues unqualified statements
 * (e.g. creating `_prisma_migrations`) that must land in `x`, so, like the native engine,
 * the connection's search_path is set to it (merged with any `options` the URL carries).
 */
export function pgConfigFor(url: string): { connectionString: string; options?: string } {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  if (schema === null) return { connectionString: url };
  const existing = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  // In libpq `options`, spaces separate arguments: escape them (and backslashes) in the value.
  const searchPath = quoteIdentifier(schema).replace(/\\/g, '\\\\').replace(/ /g, '\\ ');
  const options = [existing, `-c search_path=${searchPath}`].filter(Boolean).join(' ');
  return { connectionString: parsed.toString(), options };
}

/** Opens an @prisma/adapter-pg connection whose pg clients get the `"char"` fix. */
function openPg(url: string): Promise<SqlDriverAdapter> {
  return new PrismaPg(
    { ...pgConfigFor(url), Client: CharAwareClient },
    { schema: schemaOf(url) },
  ).connect();
}

/**
 * Builds the migration-aware adapter factory for the wasm engine, working around the three
 * defects of @prisma/adapter-pg 7.10 (see pg-fixed.adapter.ts for the first two). Defect 3:
 * its `connectToShadowDb` ignores the database name and reuses the MAIN database; here the
 * shadow is a throwaway database on the main server, or the configured shadow URL with its
 * schema wiped first (as the native engine resets it).
 */
export function createEngineAdapterFactory(urls: AdapterUrls): EngineAdapterFactory {
  const open = new Set<SqlDriverAdapter>();
  const shadows = new Set<ThrowawayDatabase>();

  const track = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    open.add(adapter);
    return adapter;
  };

  const trace = urls.trace ?? noTrace;

  const connectToShadowDb = async (): Promise<SqlDriverAdapter> => {
    const { url, shadowDatabaseUrl } = urls;
    trace({ event: 'connectToShadowDb', configured: Boolean(shadowDatabaseUrl) });
    if (shadowDatabaseUrl)
      return track(await connectConfiguredShadow(shadowDatabaseUrl, url, open));
    if (!url) return new NoDatasourceAdapter();
    let shadow: ThrowawayDatabase;
    try {
      shadow = await createThrowawayDatabase(url, urls.shadowPrefix ?? 'prisma_shadow');
    } catch (error) {
      throw adapterError(`Could not create a shadow database: ${errorMessage(error)}`, '42501');
    }
    shadows.add(shadow);
    const name = urlParts(shadow.url).database;
    writeLog('INFO', 'Created shadow database', { shadow: name });
    trace({ event: 'shadowCreated', shadow: name });
    const inner = await openPg(shadow.url);
    const adapter: SqlDriverAdapter = new FixedPgAdapter(inner, async () => {
      open.delete(adapter);
      shadows.delete(shadow);
      await shadow.drop();
      trace({ event: 'shadowDropped', shadow: name });
    });
    return track(adapter);
  };

  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: async () => {
      if (!urls.url) return new NoDatasourceAdapter();
      const adapter: SqlDriverAdapter = new FixedPgAdapter(await openPg(urls.url), async () => {
        open.delete(adapter);
      });
      return track(adapter);
    },
    connectToShadowDb,
  };

  const dropShadowDatabases = async (): Promise<void> => {
    const pending = [...shadows];
    shadows.clear();
    await Promise.all(pending.map((shadow) => shadow.drop()));
  };

  return {
    factory,
    dropShadowDatabases,
    close: async () => {
      await Promise.allSettled([...open].map((adapter) => adapter.dispose()));
      await dropShadowDatabases();
    },
  };
}

async function connectConfiguredShadow(
  shadowUrl: string,
  mainUrl: string | undefined,
  open: Set<SqlDriverAdapter>,
): Promise<SqlDriverAdapter> {
  if (mainUrl && sameDatabase(shadowUrl, mainUrl)) {
    throw adapterError(
      'The shadow database you configured appears to be the same as the main database. ' +
        'Please specify another shadow database.',
    );
  }
  const schema = quoteIdentifier(schemaOf(shadowUrl));
  try {
    await runAdminStatement(
      shadowUrl,
      `DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`,
    );
  } catch (error) {
    throw adapterError(`Could not reset the shadow database: ${errorMessage(error)}`);
  }
  const adapter: SqlDriverAdapter = new FixedPgAdapter(await openPg(shadowUrl), async () => {
    open.delete(adapter);
  });
  return adapter;
}
