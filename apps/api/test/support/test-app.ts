import type { INestApplication } from '@nestjs/common';
import { createTestDatabase, type ScratchDatabase } from '@faktura/db';
import { createApp } from '../../src/bootstrap';

export interface TestApp {
  app: INestApplication;
  db: ScratchDatabase;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/** The production bootstrap on a fresh migrated database, listening on a random port. */
export async function startTestApp(): Promise<TestApp> {
  const db = await createTestDatabase();
  const app = await createApp(
    { databaseUrl: db.url, port: 0, bodyLimitBytes: 25 * 1024 * 1024 },
    { logger: false },
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
