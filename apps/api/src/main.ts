import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { apiConfigFromEnv } from './platform/config';
import { stopGracefullyOnSignals } from './platform/health';

async function main(): Promise<void> {
  const config = apiConfigFromEnv();
  const app = await createApp(config, { signals: false });
  stopGracefullyOnSignals(app, config, new Logger('Api'));
  await app.listen(config.port);
  // The bound port, not PORT: with PORT=0 the system picks one. `npm start`'s banner reads the
  // `listening` event's url.
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://localhost:${port}/api/v1`;
  new Logger('Api').log({ msg: `listening on ${url}`, event: 'listening', url });
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
