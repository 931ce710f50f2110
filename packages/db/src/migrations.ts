import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runPrisma } from '@faktura/prisma-engine';
import { MIGRATIONS_DIR, PACKAGE_ROOT, PRISMA_CONFIG } from './paths';

/** Applies every pending migration of prisma/migrations to the database at `url`. */
export async function applyMigrations(url: string): Promise<void> {
  const result = await runPrisma(['migrate', 'deploy', '--config', PRISMA_CONFIG], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'pipe',
  });
  if (result.code !== 0) {
    throw new Error(
      `prisma migrate deploy failed (exit ${result.code}):\n${result.stderr || result.stdout}`,
    );
  }
}

/** A short hash of the migration history; changes whenever a migration is added or edited. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 12);
}
