import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the server received it: envelope and raw RFC 5322 source. */
export interface ReceivedMessage {
  from: string;
  to: string[];
  raw: Buffer;
}

/** A received message, parsed, with its envelope recipients. */
export interface ReceivedMail {
  envelopeTo: string[];
  mail: ParsedMail;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for the worker's `smtpUrl`. */
  url: string;
  /** Every message accepted so far, in arrival order. */
  messages: ReceivedMessage[];
  /**
   * Waits (polling) until a received message matches `accept` and returns it parsed; throws
   * after `timeoutMs`.
   */
  waitForMail(accept: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** An in-process SMTP server (no auth, no STARTTLS) that keeps every message it is given. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        done(null, 'queued as test');
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const waitForMail = async (
    accept: (mail: ParsedMail) => boolean,
    timeoutMs = 60_000,
  ): Promise<ReceivedMail> => {
    const deadline = Date.now() + timeoutMs;
    let checked = 0;
    const parsed: ReceivedMail[] = [];
    for (;;) {
      for (; checked < messages.length; checked++) {
        const message = messages[checked]!;
        parsed.push({ envelopeTo: message.to, mail: await simpleParser(message.raw) });
      }
      const found = parsed.find((received) => accept(received.mail));
      if (found) return found;
      if (Date.now() > deadline) {
        const subjects = parsed.map((received) => received.mail.subject).join(', ');
        throw new Error(
          `no matching mail within ${timeoutMs} ms (received: ${subjects || 'none'})`,
        );
      }
      await new Promise((done) => setTimeout(done, 200));
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
