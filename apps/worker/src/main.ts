import { join } from 'node:path';
import { workerConfigFromEnv } from './config';
import { consoleLogger } from './logger';
import { sinkImapDelivery, sinkImapTarget } from './mail/sink-imap-delivery';
import { startSmtpSink } from './mail/smtp-sink';
import { startWorker } from './worker';

async function main(): Promise<void> {
  const log = consoleLogger('worker');
  const config = workerConfigFromEnv();
  // `npm start` without SMTP_URL: mail goes to a local sink that keeps .eml files.
  const sink =
    !config.mail.smtpUrl && config.dataDir
      ? await startSmtpSink(join(config.dataDir, 'mail'), {
          port: config.smtpSinkPort,
          log,
          deliver: config.smtpSinkImapUrl
            ? sinkImapDelivery(sinkImapTarget(config.smtpSinkImapUrl))
            : undefined,
        })
      : null;
  const mail = sink ? { ...config.mail, smtpUrl: sink.url } : config.mail;
  const worker = await startWorker({ ...config, mail, log });
  // `npm start`'s banner reads the `ready` event: the worker is up and this is where mail goes.
  const mailTarget = sink
    ? `the local SMTP sink ${sink.url} (.eml files in ${join(config.dataDir ?? '', 'mail')})`
    : config.mail.smtpUrl
      ? `the SMTP server ${withoutCredentials(config.mail.smtpUrl)}`
      : 'nowhere: SMTP_URL is not set (sending fails and is retried)';
  log.info(`ready; e-mail goes to ${mailTarget}`, { event: 'ready', mail: mailTarget });
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

/** An SMTP URL fit for a log line: user and password removed. */
function withoutCredentials(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    url.username = '';
    url.password = '';
    return url.toString().replace(/\/$/, '');
  } catch {
    return '(an SMTP_URL that is not a URL)';
  }
}

main().catch((error: Error) => {
  process.stderr.write(`worker failed to start: ${error.message}\n`);
  process.exit(1);
});
