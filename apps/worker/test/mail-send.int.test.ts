import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { simpleParser } from 'mailparser';
import type { Pool } from 'pg';
import { silentLogger } from '../src/logger';
import { createEmailSendHandler, UNCERTAIN_ERROR } from '../src/mail/email-send.handler';
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

describe('email.send', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  const runners: JobRunner[] = [];
  const servers: TestSmtpServer[] = [];

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
  }, 60_000);

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await Promise.all(servers.splice(0).map((server) => server.stop()));
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
      { pool, prisma, databaseUrl: db.url, handlers: { 'email.send': handler }, log: silentLogger },
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

  const finished = (id: string) => async () =>
    ['completed', 'failed'].includes((await jobState(pool, id)).status);

  it('delivers recipients, subject, Message-ID and a byte-identical PDF', async () => {
    const server = await smtp();
    const seed = await seedOfferDelivery(prisma);
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
  }, 30_000);

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
  }, 30_000);

  it('sends once when the handler runs twice, with the same Message-ID', async () => {
    const server = await smtp();
    const seed = await seedOfferDelivery(prisma);
    const handler = handlerFor(server, seed.pdf.id);
    const steps: Record<string, string> = {};
    const context: JobContext<{ deliveryId: number }> = {
      job: {
        id: '1',
        type: 'email.send',
        payload: { deliveryId: seed.delivery.id },
        accountId: seed.account.id,
        attempts: 1,
        maxAttempts: 5,
        steps,
      },
      prisma,
      log: silentLogger,
      step: async (name, work) => {
        if (steps[name]) return;
        await work();
        steps[name] = new Date().toISOString();
      },
    };
    await handler(context);
    await handler({ ...context, step: async (_name, work) => work() });
    expect(server.messages).toHaveLength(1);
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: seed.delivery.id } });
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await simpleParser(server.messages[0].raw)).messageId).toBe(row.messageId);
  }, 30_000);

  it('marks a delivery left in sending as uncertain and sends nothing', async () => {
    const server = await smtp();
    const seed = await seedOfferDelivery(prisma);
    const startedAt = new Date('2026-03-01T10:00:00Z');
    await prisma.emailDelivery.update({
      where: { id: seed.delivery.id },
      data: {
        status: 'sending',
        sendingStartedAt: startedAt,
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
  }, 30_000);

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
  }, 30_000);
});
