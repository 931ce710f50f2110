import { runPrisma } from './prisma-cli.runner';

/** `faktura-prisma <prisma args...>`: the Prisma CLI with the stand-in engine. */
async function main(): Promise<void> {
  const { code } = await runPrisma(process.argv.slice(2), { stdio: 'inherit' });
  process.exit(code);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `faktura-prisma: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
