import type { DevDiagnosticInput, SchemaEngine } from '@prisma/schema-engine-wasm' with {
  'resolution-mode': 'import',
};
import { errorMessage } from './engine-error.formatter';

/**
 * What the wasm engine throws when it needs the schema of the migration history and has no
 * adapter factory at hand to get a shadow database from.
 */
export const NO_SHADOW_FACTORY_MESSAGE = 'shadow DB must be provided through an external factory';

/** True for the wasm engine's "no shadow database factory" error. */
export function isNoShadowFactoryError(error: unknown): boolean {
  return errorMessage(error).includes(NO_SHADOW_FACTORY_MESSAGE);
}

/**
 * Runs `evaluateDataLoss` or `createMigration` (`call`), which need the schema the migration
 * history produces. The wasm engine passes them no adapter factory: they only find that schema
 * in a per-engine cache keyed by the migration list, which `devDiagnostic` fills, using the
 * factory's shadow database, for the migrations APPLIED to the database at that moment. On an
 * empty database with existing migrations `migrate dev` caches the empty list, applies the
 * migrations, and then misses the cache. So on that error, `devDiagnostic` runs again (now
 * every migration is applied, so it caches the full list) and the call is retried once. Both
 * methods only read before they need the schema, so retrying them is safe.
 */
export async function withMigrationSchema<T>(
  engine: SchemaEngine,
  input: DevDiagnosticInput,
  call: () => Promise<T>,
  onPrime: () => void = () => undefined,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isNoShadowFactoryError(error)) throw error;
  }
  onPrime();
  // Its errors (e.g. a migration that fails on the shadow database) are the real cause.
  await engine.devDiagnostic({ migrationsList: input.migrationsList, filters: input.filters });
  try {
    return await call();
  } catch (error) {
    if (!isNoShadowFactoryError(error)) throw error;
    throw new Error(
      'The schema engine needs the schema of the migration history, and the wasm engine only ' +
        'builds it (on a shadow database) for migrations applied to the database. Apply the ' +
        'pending migrations first (applyMigrations), as `prisma migrate dev` does.',
    );
  }
}
