import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { simpleParser } from 'mailparser';
import type { Pool } from 'pg';
import { closePdfRenderer } from '../src/pdf/pdf-renderer';
import { createJobHandlers } from '../src/handlers/job-handlers';
import { silentLogger } from '../src/logger';
import { JobRunner } from '../src/runner/job-runner';
import {
  seedOfferDelivery,
  startTestSmtpServer,
  type TestSmtpServer,
} from './support/mail-test-data';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

/** The production handler list: an offer e-mail carries the offer's rendered PDF and its uploads. */
describe('email.send with the rendered offer PDF', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let smtp: TestSmtpServer;
  let runner: JobRunner;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
    smtp = await startTestSmtpServer();
    const handlers = createJobHandlers({
      prisma,
      mail: { smtpUrl: smtp.url, defaultFrom: 'Faktura <no-reply@localhost>' },
      publicUrl: 'http://localhost:3000',
    });
    runner = new JobRunner(
      { pool, prisma, databaseUrl: db.url, handlers, log: silentLogger },
      { requiredTypes: Object.keys(handlers), pollIntervalMs: 100 },
    );
    await runner.start();
  });

  afterAll(async () => {
    await runner.stop();
    await closePdfRenderer();
    await smtp.stop();
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  it('attaches the PDF byte-identical to the cached render, then the uploads', async () => {
    const { account, delivery, uploadData, user } = await seedOfferDelivery(prisma);
    await prisma.emailDelivery.update({
      where: { id: delivery.id },
      data: { subject: 'Offer {identifier}', text: 'Regards, {me} <{me_email}> {unknown}' },
    });
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, account_id, payload, updated_at) VALUES ('email.send', $1, $2, now()) RETURNING id::text`,
      [account.id, JSON.stringify({ deliveryId: delivery.id })],
    );
    await waitFor(
      async () => (await jobState(pool, rows[0].id)).status === 'completed',
      60_000,
      'the e-mail job',
    );
    expect(smtp.messages).toHaveLength(1);
    const mail = await simpleParser(smtp.messages[0].raw);
    // Variables are filled in when the mail goes out; `{me}` is the user who sent it.
    expect(mail.subject).toBe('Offer A260001');
    expect(mail.text?.trim()).toBe(
      `Regards, ${user.firstname} ${user.lastname} <${user.email}> {unknown}`,
    );
    const rendered = await prisma.renderedDocument.findFirstOrThrow({
      where: { accountId: account.id, documentKind: 'offer', documentId: delivery.documentId },
      include: { file: true },
    });
    expect(mail.attachments.map((file) => file.filename)).toEqual(['A260001.pdf', 'terms.pdf']);
    expect(Buffer.compare(mail.attachments[0].content, Buffer.from(rendered.file.data))).toBe(0);
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(mail.attachments[1].content, uploadData)).toBe(0);
  });
});
