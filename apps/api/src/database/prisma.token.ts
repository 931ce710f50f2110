/** Injection token of the shared, unscoped PrismaClient. */
export const PRISMA = Symbol('PRISMA');
