import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '../logger';

export interface SmtpSinkOptions {
  /** Preferred port; when it is taken the sink listens on a free one. Default 2525. */
  port?: number;
  log?: Logger;
  /**
   * Also hands every stored message to this (`npm start` with FAKTURA_DEV_INBOX: into a local
   * IMAP mailbox the supplier inbox reads). A failure is logged; the .eml file stays.
   */
  deliver?: (raw: Buffer) => Promise<void>;
}

export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for the worker's transport. */
  url: string;
  stop(): Promise<void>;
}

/** `<timestamp>-<message id>.eml`, safe as a file name and sorting by arrival. */
export function sinkFileName(raw: Buffer, at: Date): string {
  const header = /^message-id:\s*(.+)$/im.exec(raw.subarray(0, 64 * 1024).toString('latin1'));
  const id = (header?.[1] ?? randomUUID()).trim().replace(/^<|>$/g, '');
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${id.replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 120)}.eml`;
}

/**
 * A local SMTP server on 127.0.0.1 for `npm start` without SMTP_URL: every message is stored as
 * an .eml file in `dir` (written under a temporary name, then renamed, so readers never see half
 * a file) and logged in one line. Accepts any sender, recipient and login.
 */
export async function startSmtpSink(dir: string, options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  await mkdir(dir, { recursive: true });
  const deliver = async (raw: Buffer, name: string) => {
    if (!options.deliver) return;
    await options.deliver(raw).then(
      () => options.log?.info(`smtp sink delivered ${name} to the IMAP mailbox`),
      (error: Error) => options.log?.warn(`smtp sink: ${name} not delivered: ${error.message}`),
    );
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, done) => done(null, { user: 'sink' }),
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', done);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const name = sinkFileName(raw, new Date());
        const temporary = join(dir, `.${name}.tmp`);
        writeFile(temporary, raw)
          .then(() => rename(temporary, join(dir, name)))
          .then(() => deliver(raw, name))
          .then(() => {
            const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
            options.log?.info(`smtp sink stored ${name} (to ${to}, ${raw.length} bytes)`);
            done(null, `stored as ${name}`);
          }, done);
      });
    },
  });
  const port = await listen(server, options.port ?? 2525).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    return listen(server, 0);
  });
  // Connection errors arrive here too; without a listener they would crash the worker.
  server.on('error', (error: Error) => options.log?.warn(`smtp sink: ${error.message}`));
  options.log?.info(`smtp sink listening on 127.0.0.1:${port}, storing mail in ${dir}`);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // smtp-server re-emits the socket's errors (EADDRINUSE) on itself.
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
