import { resolve } from 'node:path';

/** packages/db, whether this runs from src (tests) or dist (build). */
export const PACKAGE_ROOT = resolve(__dirname, '..');
/** The Prisma CLI configuration (schema and migrations live in the repository's prisma/). */
export const PRISMA_CONFIG = resolve(PACKAGE_ROOT, 'prisma.config.ts');
/** The one migration history of the project. */
export const MIGRATIONS_DIR = resolve(PACKAGE_ROOT, '../../prisma/migrations');
