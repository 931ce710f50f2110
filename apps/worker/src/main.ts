import { workerConfigFromEnv } from './config';
import { consoleLogger } from './logger';
import { startWorker } from './worker';

async function main(): Promise<void> {
  const log = consoleLogger('worker');
  const config = workerConfigFromEnv();
  const worker = await startWorker({ ...config, log });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing running jobs`);
    worker.stop().then(
      () => process.exit(0),
      (error: Error) => {
        log.error(`shutdown failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  if (process.env.FAKTURA_EXIT_WITH_PARENT === '1') {
    // Started by `npm start`: when the supervisor dies, stdin closes.
    process.stdin.on('end', () => shutdown('parent went away'));
    process.stdin.resume();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`worker failed to start: ${error.message}\n`);
  process.exit(1);
});
