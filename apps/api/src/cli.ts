/**
 * Operator commands: `node apps/api/dist/cli.js <command>`.
 *   demo    create the demo account on first use and print `API key: <key>`
 */
import { join } from 'node:path';
import { createPrismaClient } from '@faktura/db';
import { DemoAccountSeeder } from './accounts/demo-account.seeder';

const commands: Record<string, () => Promise<void>> = {
  demo: async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error('DATABASE_URL is required');
    const dataDir = process.env.FAKTURA_DATA_DIR || 'data';
    const prisma = createPrismaClient(databaseUrl, { max: 1 });
    try {
      const access = await new DemoAccountSeeder(prisma, join(dataDir, 'demo-api-key')).ensure();
      if (access.created) process.stdout.write('Created the demo account "Demo GmbH".\n');
      process.stdout.write(`API key: ${access.apiKey}\n`);
    } finally {
      await prisma.$disconnect();
    }
  },
};

const name = process.argv[2] ?? '';
const command = commands[name];
if (!command) {
  process.stderr.write(`usage: cli.js <${Object.keys(commands).join('|')}>\n`);
  process.exit(2);
}
command().catch((error: Error) => {
  process.stderr.write(`${name} failed: ${error.message}\n`);
  process.exit(1);
});
