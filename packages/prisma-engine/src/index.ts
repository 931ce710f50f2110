/**
 * @faktura/prisma-engine: a stand-in for Prisma's native schema engine, forwarding to
 * @prisma/schema-engine-wasm, plus helpers to run the Prisma CLI with it.
 */
export { runPrisma, schemaEngineBinaryPath } from './prisma-cli.runner';
export type { RunPrismaOptions, RunPrismaResult } from './prisma-cli.runner';
export { createThrowawayDatabase } from './throwaway-database.util';
export type { ThrowawayDatabase } from './throwaway-database.util';
