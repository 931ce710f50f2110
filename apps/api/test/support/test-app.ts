import type { INestApplication } from '@nestjs/common';
import { createTestDatabase, type ScratchDatabase } from '@faktura/db';
import { createApp, type CreateAppOptions } from '../../src/bootstrap';
import { API_CONFIG_DEFAULTS, type ApiConfig } from '../../src/config/api-config';

export interface TestApp {
  app: INestApplication;
  db: ScratchDatabase;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/**
 * The production bootstrap on a fresh migrated database, listening on a random port, with the
 * production defaults unless `overrides` says otherwise (e.g. `{ rateLimitRequests: 3 }`).
 * Quiet unless `options.logDestination` is given.
 */
export async function startTestApp(
  overrides: Partial<Omit<ApiConfig, 'databaseUrl'>> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const app = await createApp(
    { ...API_CONFIG_DEFAULTS, ...overrides, databaseUrl: db.url, port: 0 },
    { logger: false, ...options },
  );
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    db,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
