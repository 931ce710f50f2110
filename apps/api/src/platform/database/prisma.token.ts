/** Injection token of the shared, unscoped PrismaClient. */
export const PRISMA = Symbol('PRISMA');

/** Injection token of the pg pool the PrismaClient runs on (for reads that bypass Prisma). */
export const PG_POOL = Symbol('PG_POOL');
