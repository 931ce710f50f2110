import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { apiConfigFromEnv } from './config/api-config';

async function main(): Promise<void> {
  const config = apiConfigFromEnv();
  const app = await createApp(config);
  await app.listen(config.port);
  new Logger('Api').log(`listening on http://localhost:${config.port}/api/v1`);
  if (process.env.FAKTURA_EXIT_WITH_PARENT === '1') {
    // Started by `npm start`: when the supervisor dies, stdin closes; stop like on SIGTERM.
    process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
    process.stdin.resume();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`api failed to start: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
