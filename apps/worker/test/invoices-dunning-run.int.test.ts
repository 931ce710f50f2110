import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { BASE_RATES, DUNNING_PAYMENT_DAYS } from '@faktura/domain';
import type { Pool } from 'pg';
import { createDunningRunHandler } from '../src/handlers/invoices-dunning-run/invoices-dunning-run.handler';
import { writeDunningLetter } from '../src/handlers/invoices-dunning-run/dunning-letter.writer';
import {
  seedDunningAccount,
  seedEarlierLevels,
  seedOverdueInvoices,
  todayInZone,
  type DunningAccount,
} from './support/dunning-test-data';
import { runSystemJob } from './support/system-job';
import { createWorkerTestDatabase } from './support/worker-test-db';

interface ReminderRow {
  invoice_id: number;
  dunning_level: number;
  fee: string;
  date: string;
  due_date: string;
  title: string;
  text: string;
  sent: boolean;
}

/** The run's writes on a real database: which letters, with what, and which e-mails. */
describe('invoices.dunning-run', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let today: string;
  /** Sends e-mails; its customer is a business (VAT ID). */
  let mailing: DunningAccount;
  /** Writes letters only; its customer is a consumer. */
  let quiet: DunningAccount;

  const run = () =>
    runSystemJob(createDunningRunHandler({ rates: BASE_RATES }), 'invoices.dunning-run', prisma);

  const reminders = async (invoiceIds: number[]) =>
    (
      await pool.query<ReminderRow>(
        `SELECT invoice_id, dunning_level, round(fee, 2)::text AS fee, to_char(date, 'YYYY-MM-DD') AS date,
                to_char(due_date, 'YYYY-MM-DD') AS due_date, title, text,
                sent_at IS NOT NULL AS sent
           FROM invoice_reminders WHERE invoice_id = ANY($1) ORDER BY invoice_id, dunning_level`,
        [invoiceIds],
      )
    ).rows;
  const written = async (invoiceIds: number[]) =>
    (await reminders(invoiceIds)).filter((row) => row.date === today);
  const deliveries = async (accountId: number) =>
    (
      await pool.query<{ document_id: number; emails_to: string[]; subject: string }>(
        `SELECT d.document_id, d.emails_to, d.subject FROM email_deliveries d
          WHERE d.account_id = $1 AND d.document_kind = 'invoice_reminder'
            AND EXISTS (SELECT 1 FROM jobs j WHERE j.type = 'email.send'
                         AND (j.payload->>'deliveryId')::int = d.id)
          ORDER BY d.document_id`,
        [accountId],
      )
    ).rows;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
    today = await todayInZone(pool, 'Europe/Berlin');
    mailing = await seedDunningAccount(pool, { sendEmail: true, vatId: 'DE811111111' });
    quiet = await seedDunningAccount(pool, { sendEmail: false });
  }, 120_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await pool?.end();
    await db?.drop();
  });

  it('writes each due level with its fee, interest line and due date, once', async () => {
    const [first] = await seedOverdueInvoices(pool, mailing, 1, 8);
    const [second] = await seedOverdueInvoices(pool, mailing, 1, 40);
    await seedEarlierLevels(pool, mailing.accountId, [second], 1, 30);
    const [last] = await seedOverdueInvoices(pool, mailing, 1, 60);
    await seedEarlierLevels(pool, mailing.accountId, [last], 2, 20);
    const [consumer] = await seedOverdueInvoices(pool, quiet, 1, 60);
    await seedEarlierLevels(pool, quiet.accountId, [consumer], 2, 20);
    const [notYet] = await seedOverdueInvoices(pool, mailing, 1, 6);
    const ids = [first, second, last, consumer, notYet];

    await run();

    const dueDate = new Date(Date.parse(today) + DUNNING_PAYMENT_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const letters = await written(ids);
    expect(letters.map((row) => [row.invoice_id, row.dunning_level, row.fee])).toEqual([
      [first, 1, '0.00'],
      [second, 2, '5.00'],
      [last, 3, '10.00'],
      [consumer, 3, '10.00'],
    ]);
    for (const row of letters) expect(row.due_date).toBe(dueDate);
    const [friendly, dunning, business, private_] = letters;
    expect(friendly.title).not.toBe('');
    expect(friendly.text).not.toContain('Verzugszinsen');
    expect(dunning.text).not.toContain('Verzugszinsen');
    // 1000.00 over 60 days at 1.27 % + 9 points (business) and + 5 points (consumer), / 365.
    expect(business.text).toContain('9 Prozentpunkte');
    expect(business.text).toMatch(/\(60 Tage\): 16,88\s€/);
    expect(private_.text).toContain('5 Prozentpunkte');
    expect(private_.text).toMatch(/\(60 Tage\): 10,31\s€/);

    const before = await reminders(ids);
    await run();
    expect(await reminders(ids)).toEqual(before);
  });

  it('writes nothing for paid, reversed, debt collection and paused invoices', async () => {
    const [paid, partly, reversed, collected, paused, pausedUntil] = await seedOverdueInvoices(
      pool,
      quiet,
      6,
      30,
    );
    await pool.query(`UPDATE invoices SET status = 'paid' WHERE id = $1`, [paid]);
    await pool.query(
      `INSERT INTO invoice_payments (account_id, invoice_id, date, paid_total, currency, updated_at)
       VALUES ($1, $2, now(), 400, 'EUR', now())`,
      [quiet.accountId, partly],
    );
    await pool.query(`UPDATE invoices SET status = 'partially_paid' WHERE id = $1`, [partly]);
    const { rows: reversal } = await pool.query<{ id: number }>(
      `INSERT INTO invoices (account_id, identifier, status, date, due_date, title,
                             recipient_address, currency, tax, gross_total, customer_id,
                             reversed_invoice_id, updated_at)
       SELECT account_id, identifier || '-S', 'sent', date, due_date, title, recipient_address,
              currency, tax, -gross_total, customer_id, id, now()
         FROM invoices WHERE id = $1 RETURNING id`,
      [reversed],
    );
    await pool.query(
      `INSERT INTO invoice_debt_collections (account_id, invoice_id, updated_at)
       VALUES ($1, $2, now())`,
      [quiet.accountId, collected],
    );
    await pool.query(
      `INSERT INTO invoice_dunning_pauses (account_id, invoice_id, until, updated_at)
       VALUES ($1, $2, NULL, now()), ($1, $3, $4::date, now())`,
      [quiet.accountId, paused, pausedUntil, today],
    );

    await run();

    // Only the partly paid invoice: level 1 (no fee) on what is still open.
    const all = [paid, partly, reversed, reversal[0].id, collected, paused, pausedUntil];
    const letters = await written(all);
    expect(letters.map((row) => [row.invoice_id, row.dunning_level])).toEqual([[partly, 1]]);
  });

  it('leaves a direct debit to the creditor: no letter until its collection came back', async () => {
    const debiting = await seedDunningAccount(pool, { sendEmail: false });
    await pool.query(`UPDATE accounts SET sepa_creditor_id = 'DE98ZZZ09999999999' WHERE id = $1`, [
      debiting.accountId,
    ]);
    await pool.query(`UPDATE companies SET default_payment_means = 'direct_debit' WHERE id = $1`, [
      debiting.customerId,
    ]);
    const {
      rows: [mandate],
    } = await pool.query<{ id: number }>(
      `INSERT INTO sepa_mandates (account_id, company_id, reference, signed_on, iban, debtor_name,
                                  updated_at)
       VALUES ($1, $2, 'M-1', current_date - 30, 'DE02120300000000202051', 'Kunde GmbH', now())
       RETURNING id`,
      [debiting.accountId, debiting.customerId],
    );
    const {
      rows: [collection],
    } = await pool.query<{ id: number }>(
      `INSERT INTO direct_debit_runs (account_id, message_id, format, xml, updated_at)
       VALUES ($1, 'MSG-1', 'pain.008.001.08', '<Document/>', now()) RETURNING id`,
      [debiting.accountId],
    );
    const [announced, pending, returned] = await seedOverdueInvoices(pool, debiting, 3, 30);
    await pool.query(
      `INSERT INTO direct_debits (account_id, run_id, invoice_id, mandate_id, end_to_end_id, amount,
                                  currency, sequence_type, collection_date, status, return_reason)
       VALUES ($1, $2, $3, $5, 'E2E-P', 1000, 'EUR', 'FRST', current_date - 20, 'pending', NULL),
              ($1, $2, $4, $5, 'E2E-R', 1000, 'EUR', 'FRST', current_date - 20, 'returned', 'MD06')`,
      [debiting.accountId, collection.id, pending, returned, mandate.id],
    );

    await run();

    const letters = await written([announced, pending, returned]);
    expect(letters.map((row) => [row.invoice_id, row.dunning_level])).toEqual([[returned, 1]]);
  });

  it('queues the e-mail with the letter only where the account sends e-mails', async () => {
    const [mailed] = await seedOverdueInvoices(pool, mailing, 1, 10);
    const [kept] = await seedOverdueInvoices(pool, quiet, 1, 10);

    await run();

    const [mailedLetter] = await written([mailed]);
    const [keptLetter] = await written([kept]);
    expect(mailedLetter.sent).toBe(true);
    expect(keptLetter.sent).toBe(false);
    const { rows } = await pool.query<{ id: number }>(
      'SELECT id FROM invoice_reminders WHERE invoice_id = $1',
      [mailed],
    );
    const mails = await deliveries(mailing.accountId);
    expect(mails.filter((mail) => mail.document_id === rows[0].id)).toEqual([
      {
        document_id: rows[0].id,
        emails_to: [`billing-${mailing.accountId}@customer.test`],
        subject: mailedLetter.title,
      },
    ]);
    expect(await deliveries(quiet.accountId)).toEqual([]);
  });

  it('writes neither the letter nor its e-mail when queueing the e-mail fails', async () => {
    const account = await seedDunningAccount(pool, { sendEmail: true });
    const [invoice] = await seedOverdueInvoices(pool, account, 1, 10);
    await pool.query(`CREATE FUNCTION refuse_delivery() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'outbox refused'; END $$`);
    await pool.query(`CREATE TRIGGER refuse_delivery BEFORE INSERT ON email_deliveries
      FOR EACH ROW WHEN (NEW.account_id = ${account.accountId}) EXECUTE FUNCTION refuse_delivery()`);
    try {
      const candidate = { id: invoice, accountId: account.accountId };
      await expect(writeDunningLetter(prisma, candidate, BASE_RATES)).rejects.toThrow(
        'outbox refused',
      );
      await expect(run()).rejects.toThrow(`dunning invoices ${invoice} failed`);
      expect(await reminders([invoice])).toEqual([]);
    } finally {
      await pool.query('DROP TRIGGER refuse_delivery ON email_deliveries');
    }
    // The next pass writes it with its e-mail.
    await run();
    expect((await written([invoice])).map((row) => [row.dunning_level, row.sent])).toEqual([
      [1, true],
    ]);
    expect(await deliveries(account.accountId)).toHaveLength(1);
  });
});
