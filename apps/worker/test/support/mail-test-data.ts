import { createHash, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import type { EmailDelivery, PrismaClient } from '@faktura/db';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { DocumentAttachmentSource } from '../../src/mail/mail.types';

/** A small PDF with every byte value in a stream, so byte-identity checks catch any re-encoding. */
export const FIXED_PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 256 >>\nstream\n', 'latin1'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1'),
]);

const storedFile = (accountId: number, filename: string, contentType: string, data: Buffer) => ({
  accountId,
  filename,
  contentType,
  size: data.length,
  sha256: createHash('sha256').update(data).digest('hex'),
  data: new Uint8Array(data),
});

/** An account with a user, an offer with one uploaded attachment, the offer's PDF and a delivery. */
export async function seedOfferDelivery(prisma: PrismaClient) {
  const slug = `mail-${randomUUID().slice(0, 8)}`;
  const account = await prisma.account.create({
    data: {
      name: 'Muster GmbH',
      slug,
      emailFromAddress: 'billing@muster.example',
      emailFromName: 'Muster Billing',
    },
  });
  const user = await prisma.user.create({
    data: {
      accountId: account.id,
      firstname: 'Eva',
      lastname: 'Muster',
      email: 'eva@muster.example',
    },
  });
  const offer = await prisma.offer.create({
    data: {
      accountId: account.id,
      identifier: 'A260001',
      date: new Date('2026-03-01'),
      dueDate: new Date('2026-03-31'),
      title: 'Website relaunch',
      recipientAddress: 'Kunde AG\nHauptstr. 1',
      currency: 'EUR',
      tax: '19',
    },
  });
  const pdf = await prisma.storedFile.create({
    data: storedFile(account.id, 'A260001.pdf', 'application/pdf', FIXED_PDF),
  });
  const uploadData = Buffer.from('%PDF-1.4\nterms and conditions\n%%EOF\n');
  const upload = await prisma.storedFile.create({
    data: storedFile(account.id, 'terms.pdf', 'application/pdf', uploadData),
  });
  await prisma.offerAttachment.create({
    data: { accountId: account.id, offerId: offer.id, fileId: upload.id, title: 'terms.pdf' },
  });
  const delivery = await prisma.emailDelivery.create({
    data: {
      accountId: account.id,
      documentKind: 'offer',
      documentId: offer.id,
      userId: user.id,
      emailsTo: ['kunde@kunde.example', 'chef@kunde.example'],
      emailsCc: ['cc@kunde.example'],
      emailsBcc: ['archive@muster.example'],
      subject: 'Ihr Angebot A260001',
      text: 'Guten Tag,\n\nanbei unser Angebot <A260001>.\nGruss',
    },
  });
  return { account, user, offer, pdf, upload, uploadData, delivery };
}

/**
 * The attachment source of the tests: the "rendered" PDF is a fixed stored file, followed by the
 * offer's uploaded attachments, as the real renderer plus stored attachments will provide.
 */
export function fixedPdfSource(prisma: PrismaClient, pdfFileId: number): DocumentAttachmentSource {
  return async (delivery: EmailDelivery) => {
    const pdf = await prisma.storedFile.findFirstOrThrow({
      where: { id: pdfFileId, accountId: delivery.accountId },
    });
    const uploads = await prisma.offerAttachment.findMany({
      where: { accountId: delivery.accountId, offerId: delivery.documentId },
      include: { file: true },
      orderBy: { id: 'asc' },
    });
    return [pdf, ...uploads.map((row) => row.file)].map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.data),
    }));
  };
}

export interface TestSmtpServer {
  url: string;
  /** Every message whose final dot arrived, answered or not, in arrival order. */
  messages: Array<{ from: string; to: string[]; raw: Buffer }>;
  /**
   * Holds the server's reply to the next RCPT TO, or to the next end of DATA (the message is
   * already in `messages` then), until `release()`; `reached` resolves when a client waits.
   */
  hold(stage: 'rcpt' | 'data'): HeldReply;
  /**
   * Closes the connection instead of answering the next RCPT TO, or the next end of DATA (the
   * message is in `messages`: the server had it, the client never hears so); resolves when done.
   */
  drop(stage: 'rcpt' | 'data'): Promise<void>;
  /** Resolves once `count` messages have arrived. */
  waitForMessages(count: number): Promise<void>;
  /** Closes every connection (a held client included) and the server. */
  stop(): Promise<void>;
}

export interface HeldReply {
  reached: Promise<void>;
  release(): void;
}

type Plan =
  | { kind: 'hold'; reached: () => void; released: Promise<void> }
  | { kind: 'drop'; done: () => void };

/**
 * An in-process SMTP server (no auth, no STARTTLS) that keeps or, with `refuse`, rejects mail
 * (550 to the end of DATA), and can hold or drop its reply at RCPT TO or at the end of DATA, so
 * tests can stop a worker in exactly that window.
 */
export async function startTestSmtpServer(refuse = false): Promise<TestSmtpServer> {
  const messages: TestSmtpServer['messages'] = [];
  const plans: Record<'rcpt' | 'data', Plan[]> = { rcpt: [], data: [] };
  const arrivals = new EventEmitter();
  const sockets = new Set<Socket>();
  const socketOf = (session: SMTPServerSession) =>
    [...sockets].find((socket) => socket.remotePort === session.remotePort);
  /** Answers with `answer` unless a plan for this stage says to hold or to drop. */
  const follow = (stage: 'rcpt' | 'data', session: SMTPServerSession, answer: () => void) => {
    const plan = plans[stage].shift();
    if (!plan) return answer();
    if (plan.kind === 'hold') {
      plan.reached();
      void plan.released.then(answer);
      return;
    }
    socketOf(session)?.destroy();
    plan.done();
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (_address, session, done) => follow('rcpt', session, () => done()),
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) {
          const error = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
          done(error);
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        arrivals.emit('message');
        follow('data', session, () => done(null, 'queued as test'));
      });
    },
  });
  // A client killed mid-session resets its connection; that is expected here.
  server.on('error', () => undefined);
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    hold(stage) {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      plans[stage].push({ kind: 'hold', reached, released });
      return { reached: reachedPromise, release };
    },
    drop(stage) {
      return new Promise<void>((done) => plans[stage].push({ kind: 'drop', done }));
    },
    waitForMessages(count) {
      return new Promise<void>((resolve) => {
        const check = () => {
          if (messages.length < count) return;
          arrivals.off('message', check);
          resolve();
        };
        arrivals.on('message', check);
        check();
      });
    },
    stop: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
