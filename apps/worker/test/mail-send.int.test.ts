import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { simpleParser } from 'mailparser';
import type { Pool } from 'pg';
import type { Logger } from '../src/logger';
import {
  CONNECTION_LOST_ERROR,
  createEmailSendHandler,
  UNCERTAIN_ERROR,
} from '../src/handlers/email-send/email-send.handler';
import { createMailTransport } from '../src/mail/mail-transport';
import { JobRunner } from '../src/runner/job-runner';
import type { JobContext, JobHandler } from '../src/runner/job.types';
import {
  FIXED_PDF,
  fixedPdfSource,
  seedOfferDelivery,
  startTestSmtpServer,
  type TestSmtpServer,
} from './support/mail-test-data';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

const OLD = new Date('2020-01-01T00:00:00Z');

describe('email.send', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  const runners: JobRunner[] = [];
  const servers: TestSmtpServer[] = [];
  let lines: Array<[string, string]> = [];
  const log: Logger = {
    info: (line) => lines.push(['INFO', line]),
    warn: (line) => lines.push(['WARN', line]),
    error: (line) => lines.push(['ERROR', line]),
  };
  const logged = (level: string) => lines.filter(([at]) => at === level).map(([, line]) => line);

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    lines = [];
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  async function smtp(refuse = false) {
    const server = await startTestSmtpServer(refuse);
    servers.push(server);
    return server;
  }

  function handlerFor(server: TestSmtpServer, pdfFileId: number) {
    return createEmailSendHandler({
      transport: createMailTransport(server.url),
      attachments: fixedPdfSource(prisma, pdfFileId),
      defaultFrom: 'Faktura <no-reply@localhost>',
    });
  }

  async function startRunner(handler: JobHandler<never>) {
    const runner = new JobRunner(
      { pool, prisma, databaseUrl: db.url, handlers: { 'email.send': handler }, log },
      { requiredTypes: ['email.send'], pollIntervalMs: 100, retryBaseMs: 10, retryCapMs: 50 },
    );
    await runner.start();
    runners.push(runner);
  }

  async function enqueue(accountId: number, deliveryId: number, maxAttempts = 5) {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, account_id, payload, max_attempts, updated_at)
       VALUES ('email.send', $1, $2, $3, now()) RETURNING id::text`,
      [accountId, JSON.stringify({ deliveryId }), maxAttempts],
    );
    return rows[0].id;
  }

  /** A context as the runner builds it, for calling the handler directly. */
  function directContext(
    seed: Awaited<ReturnType<typeof seedOfferDelivery>>,
    attempts: number,
  ): JobContext<{ deliveryId: number }> {
    const steps: Record<string, { at: string; result: unknown }> = {};
    return {
      job: {
        id: '1',
        type: 'email.send',
        payload: { deliveryId: seed.delivery.id },
        accountId: seed.account.id,
        attempts,
        maxAttempts: 5,
        steps,
      },
      prisma,
      log,
      step: async <T>(name: string, work: () => Promise<T>): Promise<T> => {
        if (steps[name]) return steps[name].result as T;
        const result = await work();
        steps[name] = { at: new Date().toISOString(), result };
        return result;
      },
    };
  }

  const offerUpdatedAt = async (id: number) =>
    (await prisma.offer.findUniqueOrThrow({ where: { id } })).updatedAt;

  const finished = (id: string) => async () =>
    ['completed', 'failed'].includes((await jobState(pool, id)).status);

  it('delivers recipients, subject, Message-ID and a byte-identical PDF', async () => {
    const server = await smtp();
    const seed = await seedOfferDelivery(prisma);
    await prisma.offer.update({ where: { id: seed.offer.id }, data: { updatedAt: OLD } });
    await startRunner(handlerFor(server, seed.pdf.id) as JobHandler<never>);
    const job = await enqueue(seed.account.id, seed.delivery.id);
    await waitFor(finished(job), 20_000, 'the job to finish');

    expect((await jobState(pool, job)).status).toBe('completed');
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@faktura>$/);
    expect(row.smtpResponse).toContain('queued as test');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.sendingStartedAt).toBeInstanceOf(Date);
    // The offer embeds its e-mails: it counts as changed once this one settled.
    expect((await offerUpdatedAt(seed.offer.id)).getTime()).toBeGreaterThan(OLD.getTime());

    expect(server.messages).toHaveLength(1);
    const [received] = server.messages;
    expect(received.from).toBe('billing@muster.example');
    expect(received.to.sort()).toEqual([
      'archive@muster.example',
      'cc@kunde.example',
      'chef@kunde.example',
      'kunde@kunde.example',
    ]);
    const mail = await simpleParser(received.raw);
    expect(mail.messageId).toBe(row.messageId);
    expect(mail.subject).toBe('Ihr Angebot A260001');
    expect(mail.from?.text).toBe('"Muster Billing" <billing@muster.example>');
    // The account names no Reply-To, so answers go to the user who sent it.
    expect(mail.replyTo?.text).toBe('eva@muster.example');
    expect(mail.headers.get('bcc')).toBeUndefined();
    expect(mail.text?.trim()).toBe('Guten Tag,\n\nanbei unser Angebot <A260001>.\nGruss');
    expect(mail.html).toContain('<p>anbei unser Angebot &lt;A260001&gt;.<br>Gruss</p>');
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['A260001.pdf', 'application/pdf'],
      ['terms.pdf', 'application/pdf'],
    ]);
    expect(Buffer.compare(mail.attachments[0].content, FIXED_PDF)).toBe(0);
    expect(Buffer.compare(mail.attachments[1].content, seed.uploadData)).toBe(0);
  });

  it('retries a refusing server, then marks the delivery failed with the error kept', async () => {
    const server = await smtp(true);
    const seed = await seedOfferDelivery(prisma);
    await startRunner(handlerFor(server, seed.pdf.id) as JobHandler<never>);
    const job = await enqueue(seed.account.id, seed.delivery.id, 3);
    await waitFor(finished(job), 20_000, 'the job to give up');

    const state = await jobState(pool, job);
    expect(state).toMatchObject({ status: 'failed', attempts: 3 });
    expect(state.last_error).toContain('550');
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row.lastError).toContain('mailbox unavailable');
    expect(server.messages).toHaveLength(0);
    expect(logged('ERROR')).toContainEqual(
      expect.stringMatching(/email delivery \d+ \(offer A260001\) failed after its last attempt/),
    );
  });

  it('sends once when the handler runs twice, with the same Message-ID', async () => {
    const server = await smtp();
    const seed = await seedOfferDelivery(prisma);
    const handler = handlerFor(server, seed.pdf.id);
    const context = directContext(seed, 1);
    await handler(context);
    await handler({ ...context, step: async (_name, work) => work() });
    expect(server.messages).toHaveLength(1);
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await simpleParser(server.messages[0].raw)).messageId).toBe(row.messageId);
  });

  it('marks a delivery left in sending after the end of DATA as uncertain and sends nothing', async () => {
    const server = await smtp();
    const seed = await seedOfferDelivery(prisma);
    const startedAt = new Date('2026-03-01T10:00:00Z');
    await prisma.emailDelivery.update({
      where: { id: seed.delivery.id },
      data: {
        status: 'sending',
        sendingStartedAt: startedAt,
        dataCompletedAt: new Date('2026-03-01T10:00:01Z'),
        attempts: 1,
        messageId: '<x@faktura>',
      },
    });
    await startRunner(handlerFor(server, seed.pdf.id) as JobHandler<never>);
    const job = await enqueue(seed.account.id, seed.delivery.id);
    await waitFor(finished(job), 20_000, 'the job to finish');

    expect((await jobState(pool, job)).status).toBe('completed');
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row).toMatchObject({ status: 'uncertain', attempts: 1, lastError: UNCERTAIN_ERROR });
    expect(row.sendingStartedAt).toEqual(startedAt);
    expect(server.messages).toHaveLength(0);
    expect(logged('WARN')).toContainEqual(
      expect.stringMatching(/\(offer A260001, Message-ID <x@faktura>\) is uncertain/),
    );
  });

  it('sends again, with the same Message-ID, a delivery left in sending before the end of DATA', async () => {
    const server = await smtp();
    const seed = await seedOfferDelivery(prisma);
    await prisma.emailDelivery.update({
      where: { id: seed.delivery.id },
      data: {
        status: 'sending',
        sendingStartedAt: new Date(),
        attempts: 1,
        messageId: '<y@faktura>',
      },
    });
    await startRunner(handlerFor(server, seed.pdf.id) as JobHandler<never>);
    const job = await enqueue(seed.account.id, seed.delivery.id);
    await waitFor(finished(job), 20_000, 'the job to finish');

    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row).toMatchObject({ status: 'sent', attempts: 2, messageId: '<y@faktura>' });
    expect(server.messages).toHaveLength(1);
    expect((await simpleParser(server.messages[0].raw)).messageId).toBe('<y@faktura>');
  });

  it('retries a connection dropped at RCPT TO (nothing delivered) and sends once', async () => {
    const server = await smtp();
    const seed = await seedOfferDelivery(prisma);
    const dropped = server.drop('rcpt');
    await startRunner(handlerFor(server, seed.pdf.id) as JobHandler<never>);
    const job = await enqueue(seed.account.id, seed.delivery.id);
    await dropped;
    await waitFor(finished(job), 20_000, 'the job to finish');

    expect(await jobState(pool, job)).toMatchObject({ status: 'completed', attempts: 2 });
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(server.messages).toHaveLength(1);
  });

  it('marks the delivery uncertain, without resending, when the connection drops after DATA; a resend sends the same Message-ID', async () => {
    const server = await smtp();
    const seed = await seedOfferDelivery(prisma);
    const dropped = server.drop('data');
    await prisma.offer.update({ where: { id: seed.offer.id }, data: { updatedAt: OLD } });
    await startRunner(handlerFor(server, seed.pdf.id) as JobHandler<never>);
    const job = await enqueue(seed.account.id, seed.delivery.id);
    await dropped;
    await waitFor(finished(job), 20_000, 'the job to finish');

    expect(await jobState(pool, job)).toMatchObject({ status: 'completed', attempts: 1 });
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row).toMatchObject({ status: 'uncertain', attempts: 1, sentAt: null });
    expect(row.lastError).toContain(CONNECTION_LOST_ERROR);
    expect((await offerUpdatedAt(seed.offer.id)).getTime()).toBeGreaterThan(OLD.getTime());
    expect(row.dataCompletedAt).toBeInstanceOf(Date);
    expect(server.messages).toHaveLength(1);
    expect(logged('WARN')).toContainEqual(
      expect.stringMatching(/email delivery \d+ \(offer A260001, Message-ID <.+>\) is uncertain/),
    );

    // What POST /email_deliveries/{id}/resend writes: queued again, the end of DATA forgotten.
    await prisma.emailDelivery.update({
      where: { id: row.id },
      data: { status: 'queued', dataCompletedAt: null, lastError: null },
    });
    const resend = await enqueue(seed.account.id, seed.delivery.id);
    await server.waitForMessages(2);
    await waitFor(finished(resend), 20_000, 'the resend to finish');
    const resent = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: row.id } });
    expect(resent).toMatchObject({ status: 'sent', attempts: 2, messageId: row.messageId });
    const ids = await Promise.all(
      server.messages.map(async (message) => (await simpleParser(message.raw)).messageId),
    );
    expect(ids).toEqual([row.messageId, row.messageId]);
  });

  it('lets only one of two attempts that both hold the job complete the message', async () => {
    const server = await smtp();
    const seed = await seedOfferDelivery(prisma);
    const handler = handlerFor(server, seed.pdf.id);
    // The first attempt stalls at RCPT TO; its lock goes stale and a second attempt takes over.
    const held = server.hold('rcpt');
    const first = handler(directContext(seed, 1));
    const firstOutcome = first.then(
      () => 'completed',
      (error: Error) => error.message,
    );
    await held.reached;
    await handler(directContext(seed, 2));
    expect(server.messages).toHaveLength(1);
    held.release();

    expect(await firstOutcome).toMatch(/taken over by another attempt/);
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(server.messages).toHaveLength(1);
  });

  it('does not send a delivery of another account', async () => {
    const server = await smtp();
    const seed = await seedOfferDelivery(prisma);
    const other = await seedOfferDelivery(prisma);
    await startRunner(handlerFor(server, seed.pdf.id) as JobHandler<never>);
    const job = await enqueue(other.account.id, seed.delivery.id);
    await waitFor(finished(job), 20_000, 'the job to finish');

    expect(server.messages).toHaveLength(0);
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row).toMatchObject({ status: 'queued', messageId: null });
  });
});
