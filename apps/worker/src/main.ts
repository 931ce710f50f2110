import { join } from 'node:path';
import { workerConfigFromEnv } from './config';
import { consoleLogger } from './logger';
import { startSmtpSink } from './mail/smtp-sink';
import { startWorker } from './worker';

async function main(): Promise<void> {
  const log = consoleLogger('worker');
  const config = workerConfigFromEnv();
  // `npm start` without SMTP_URL: mail goes to a local sink that keeps .eml files.
  const sink =
    !config.mail.smtpUrl && config.dataDir
      ? await startSmtpSink(join(config.dataDir, 'mail'), { port: config.smtpSinkPort, log })
      : null;
  const mail = sink ? { ...config.mail, smtpUrl: sink.url } : config.mail;
  const worker = await startWorker({ ...config, mail, log });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing running jobs`);
    worker
      .stop()
      .then(() => sink?.stop())
      .then(
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
