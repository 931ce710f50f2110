/** `node packages/db/dist/migrate.js`: applies pending migrations to DATABASE_URL and exits. */
import { applyMigrations } from './migrations';

const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('DATABASE_URL is required\n');
  process.exit(2);
}
applyMigrations(url).then(
  () => process.stdout.write('migrations applied\n'),
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
