import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { randomBytes } from 'node:crypto';
import {
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  runAdminCli,
} from '../src/platform/admin-cli/admin-cli';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

interface AuditRow {
  id: string;
  seq: number;
  user_id: number | null;
  api_key_id: number | null;
  record_type: string;
  record_id: number;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  snapshot: Record<string, unknown> | null;
  prev_hash: string;
  hash: string;
}

describe('the audit trail', () => {
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;
  let b: TestAccount;
  let keyId: number;
  let customerId: number;

  const api = () => client(t.url, a.key);
  const ok = async (call: ReturnType<ReturnType<typeof client>['get']>, status = 200) =>
    (await call.expect(status)).body;

  const rowsOf = (accountId: number) =>
    prisma.$queryRaw<AuditRow[]>`
      SELECT id::text AS id, seq, user_id, api_key_id, record_type, record_id, action, changes,
             snapshot, prev_hash, hash
        FROM audit_events WHERE account_id = ${accountId} ORDER BY seq`;

  /** The rows `write` appended to account a's trail. */
  async function appendedBy(write: () => Promise<unknown>): Promise<AuditRow[]> {
    const before = (await rowsOf(a.accountId)).length;
    await write();
    return (await rowsOf(a.accountId)).slice(before);
  }

  /** The one row a write appended, checked for who wrote it. */
  async function oneRow(write: () => Promise<unknown>): Promise<AuditRow> {
    const rows = await appendedBy(write);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: a.userId, api_key_id: keyId });
    return rows[0];
  }

  async function verifyAudit(...argv: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await runAdminCli(['verify-audit', ...argv], {
      env: { DATABASE_URL: t.db.url },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    return { code, stdout, stderr };
  }

  const invoiceBody = (title: string) => ({
    customer_id: customerId,
    title,
    date: '2026-03-02',
    due_date: '2026-03-30',
    currency: 'EUR',
    tax: 19,
    recipient_address: 'Kunde\nStraße 1',
    items: [{ type: 'item', title: 'Work', quantity: 2, unit: 'h', unit_price: 95.5 }],
  });

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    const key = await prisma.apiKey.findFirstOrThrow({
      where: { accountId: a.accountId, kind: 'full' },
    });
    keyId = key.id;
  }, 60_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  it('a company: create, change and delete each append one row with the changed fields', async () => {
    let id = 0;
    const created = await oneRow(async () => {
      id = (await ok(api().post('/api/v1/companies', { type: 'customer', name: 'Kunde AG' }))).id;
    });
    expect(created).toMatchObject({ record_type: 'company', record_id: id });
    expect(created.action).toBe('company.created');
    expect(created.changes.name).toEqual([null, 'Kunde AG']);
    expect(created.snapshot).toMatchObject({ id, name: 'Kunde AG' });

    const changed = await oneRow(() =>
      ok(api().put(`/api/v1/companies/${id}`, { name: 'Kunde GmbH' })),
    );
    expect(changed.action).toBe('company.changed');
    expect(changed.changes.name).toEqual(['Kunde AG', 'Kunde GmbH']);
    expect(changed.changes.type).toBeUndefined();

    const deleted = await oneRow(() => api().delete(`/api/v1/companies/${id}`).expect(200));
    expect(deleted).toMatchObject({ action: 'company.deleted', record_id: id, snapshot: null });
    expect(deleted.changes.name).toEqual(['Kunde GmbH', null]);

    customerId = (await ok(api().post('/api/v1/companies', { type: 'customer', name: 'Kunde' })))
      .id;
  });

  it('an invoice: create, status change, payment and delete', async () => {
    let invoice = { id: 0 };
    const created = await oneRow(async () => {
      invoice = await ok(api().post('/api/v1/invoices', invoiceBody('Relaunch')));
    });
    expect(created).toMatchObject({ action: 'invoice.created', record_type: 'invoice' });
    expect(created.record_id).toBe(invoice.id);
    expect(created.changes.title).toEqual([null, 'Relaunch']);

    const sent = await oneRow(() =>
      api().put(`/api/v1/invoices/${invoice.id}/update_status`, { status: 'sent' }).expect(204),
    );
    expect(sent.action).toBe('invoice.status_changed');
    expect(sent.changes.status?.[1]).toBe('sent');
    expect(sent.changes.status?.[0]).not.toBe('sent');
    expect(sent.changes.title).toBeUndefined();

    let paymentId = 0;
    const paid = await appendedBy(async () => {
      paymentId = (
        await ok(
          api().post('/api/v1/invoices/payments', {
            invoice_id: invoice.id,
            date: '2026-03-20',
            paid_total: 50,
          }),
        )
      ).id;
    });
    const paymentRows = paid.filter((row) => row.record_type === 'invoice_payment');
    expect(paymentRows).toHaveLength(1);
    expect(paymentRows[0]).toMatchObject({
      action: 'invoice_payments.created',
      record_id: paymentId,
      user_id: a.userId,
      api_key_id: keyId,
    });
    expect(paymentRows[0].changes.paid_total).toEqual([null, 50]);

    const draft = await ok(api().post('/api/v1/invoices', invoiceBody('Draft')));
    const deleted = await oneRow(() =>
      api().delete(`/api/v1/invoices/${draft.id}`, { reason: 'Wrong' }).expect(204),
    );
    expect(deleted).toMatchObject({ action: 'invoice.deleted', record_id: draft.id });
    expect(deleted.snapshot).toBeNull();
    expect(deleted.changes.title).toEqual(['Draft', null]);
  });

  it('an offer: create, change and delete', async () => {
    const body = {
      company_id: customerId,
      recipient_address: 'Kunde\nStraße 1',
      date: '2026-03-10',
      due_date: '2026-04-10',
      title: 'Angebot',
      tax: 19,
      currency: 'EUR',
      items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 100 }],
    };
    let id = 0;
    const created = await oneRow(async () => {
      id = (await ok(api().post('/api/v1/offers', body), 201)).id;
    });
    expect(created).toMatchObject({ action: 'offer.created', record_type: 'offer', record_id: id });
    const changed = await oneRow(() => ok(api().put(`/api/v1/offers/${id}`, { title: 'Neu' })));
    expect(changed.action).toBe('offer.changed');
    expect(changed.changes.title).toEqual(['Angebot', 'Neu']);
    const deleted = await oneRow(() => api().delete(`/api/v1/offers/${id}`).expect(204));
    expect(deleted).toMatchObject({ action: 'offer.deleted', snapshot: null });
    expect(deleted.changes.title).toEqual(['Neu', null]);
  });

  it('a purchase and its payment', async () => {
    let id = 0;
    const created = await oneRow(async () => {
      id = (
        await ok(
          api().post('/api/v1/purchases', {
            date: '2026-03-10',
            currency: 'EUR',
            payment_method: 'bank_transfer',
            items: [{ title: 'Paper', total: 119, tax: 19 }],
          }),
        )
      ).id;
    });
    expect(created).toMatchObject({ action: 'purchase.created', record_id: id });
    const paid = await appendedBy(() =>
      ok(
        api().post('/api/v1/purchases/payments', {
          purchase_id: id,
          date: '2026-03-12',
          total: 19,
        }),
      ),
    );
    const payment = paid.filter((row) => row.record_type === 'purchase_payment');
    expect(payment).toHaveLength(1);
    expect(payment[0].action).toBe('purchase_payments.created');
    expect(paid.every((row) => row.user_id === a.userId && row.api_key_id === keyId)).toBe(true);
  });

  it('PUT /account appends one row of the account with old and new values', async () => {
    // The account was written before its first audited change: that row has no old values.
    const first = await oneRow(() => ok(api().put('/api/v1/account', { city: 'Hamburg' })));
    expect(first.changes.city).toEqual([null, 'Hamburg']);
    const row = await oneRow(() => ok(api().put('/api/v1/account', { city: 'München' })));
    expect(row).toMatchObject({
      record_type: 'account',
      record_id: a.accountId,
      action: 'account.changed',
    });
    expect(row.changes.city).toEqual(['Hamburg', 'München']);
    expect(row.changes.name).toBeUndefined();
  });

  it('PUT /account/bookkeeping and a bookkeeping export each append their row', async () => {
    const settings = await oneRow(() =>
      ok(api().put('/api/v1/account/bookkeeping', { consultant_number: 1234567 })),
    );
    expect(settings).toMatchObject({
      record_type: 'bookkeeping_settings',
      record_id: a.accountId,
      action: 'account.bookkeeping_changed',
    });
    expect(settings.changes.consultant_number).toEqual([null, 1234567]);
    await ok(api().put('/api/v1/account/bookkeeping', { client_number: 10001 }));
    // A customer of its own: the export gives it a debitor number (company.changed).
    const buyer = await ok(api().post('/api/v1/companies', { type: 'customer', name: 'Käufer' }));
    const invoice = await ok(
      api().post('/api/v1/invoices', {
        customer_id: buyer.id,
        recipient_address: 'Kunde AG',
        date: '2026-02-03',
        due_date: '2026-03-03',
        title: 'Export',
        tax: 19,
        currency: 'EUR',
        items: [{ type: 'item', title: 'Arbeit', quantity: 1, unit_price: 100 }],
      }),
    );
    const rows = await appendedBy(() =>
      ok(api().post('/api/v1/invoices/bookkeeping_exports', { invoice_ids: [invoice.id] }), 201),
    );
    const exported = rows.find((row) => row.record_type === 'bookkeeping_export');
    expect(exported).toMatchObject({ action: 'bookkeeping_export.created', user_id: a.userId });
    expect(exported!.changes.invoice_ids).toEqual([null, [invoice.id]]);
  });

  it('a write that rolls back leaves no row', async () => {
    // A deferred trigger fails the commit of this one company after every subscriber ran.
    await prisma.$executeRawUnsafe(`
      CREATE FUNCTION audit_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.snapshot ->> 'name' = 'Rollback GmbH' THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN NULL;
      END $$`);
    await prisma.$executeRawUnsafe(`
      CREATE CONSTRAINT TRIGGER audit_test_refuse AFTER INSERT ON audit_events
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_test_refuse()`);
    try {
      const rows = await appendedBy(async () => {
        const response = await api().post('/api/v1/companies', {
          type: 'customer',
          name: 'Rollback GmbH',
        });
        expect(response.status).toBeGreaterThanOrEqual(500);
      });
      expect(rows).toEqual([]);
      expect(await prisma.company.count({ where: { name: 'Rollback GmbH' } })).toBe(0);
    } finally {
      await prisma.$executeRawUnsafe('DROP TRIGGER audit_test_refuse ON audit_events');
      await prisma.$executeRawUnsafe('DROP FUNCTION audit_test_refuse()');
    }
  });

  it('chains the rows of each account: seq 1, 2, ... each linking the one before', async () => {
    const rows = await rowsOf(a.accountId);
    expect(rows.length).toBeGreaterThan(10);
    rows.forEach((row, index) => {
      expect(row.seq).toBe(index + 1);
      expect(row.prev_hash).toBe(index === 0 ? '0'.repeat(64) : rows[index - 1].hash);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    });
    const run = await verifyAudit('--account', String(a.accountId));
    expect(run).toMatchObject({ code: EXIT_OK, stderr: '' });
    expect(run.stdout).toContain(`Account ${a.accountId}: ${rows.length} rows, chain intact.`);
    expect((await verifyAudit('--account', 'x')).code).toBe(EXIT_USAGE);
    const unknown = await verifyAudit('--account', '999999');
    expect(unknown).toMatchObject({
      code: EXIT_FAILURE,
      stderr: expect.stringContaining('999999'),
    });
  });

  describe('GET /audit_events', () => {
    it('lists the account’s rows oldest first by default (newest with sort_by), with the user', async () => {
      const rows = await rowsOf(a.accountId);
      const first = await ok(api().get('/api/v1/audit_events?per_page=3'));
      expect(first.map((row: { seq: number }) => row.seq)).toEqual(
        rows.slice(0, 3).map((row) => row.seq),
      );
      const page = await ok(api().get('/api/v1/audit_events?per_page=3&sort_by=seq%20desc'));
      expect(page.map((row: { seq: number }) => row.seq)).toEqual(
        rows
          .slice(-3)
          .map((row) => row.seq)
          .reverse(),
      );
      const last = rows[rows.length - 1];
      expect(page[0]).toEqual({
        id: Number(last.id),
        seq: last.seq,
        occurred_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
        user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
        api_key_id: keyId,
        record_type: last.record_type,
        record_id: last.record_id,
        action: last.action,
        changes: last.changes,
        hash: last.hash,
        prev_hash: last.prev_hash,
      });
    });

    it('filters by record type and id, user and date range', async () => {
      const companies = await ok(
        api().get(`/api/v1/audit_events?record_type=company&record_id=${customerId}`),
      );
      expect(companies.map((row: { action: string }) => row.action)).toEqual(['company.created']);
      // The settings and exports the trail records can be asked for like records.
      for (const type of ['bookkeeping_settings', 'bookkeeping_export', 'inbox_settings']) {
        const rows = await ok(api().get(`/api/v1/audit_events?record_type=${type}`));
        expect(rows.every((row: { record_type: string }) => row.record_type === type)).toBe(true);
      }
      const total = (await rowsOf(a.accountId)).length;
      const all = await api().get(`/api/v1/audit_events?user_id=${a.userId}&per_page=100`);
      expect(all.body).toHaveLength(total);
      const none = await ok(api().get(`/api/v1/audit_events?user_id=${b.userId}`));
      expect(none).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      const inRange = await ok(api().get(`/api/v1/audit_events?from=${today}&to=${today}`));
      expect(inRange.length).toBeGreaterThan(0);
      expect(await ok(api().get('/api/v1/audit_events?to=2020-01-01'))).toEqual([]);
      for (const [query, field] of [
        ['record_type=project', 'record_type'],
        ['record_id=9999999999', 'record_id'],
        ['user_id=0', 'user_id'],
        ['from=2026-13-01', 'from'],
        ['to=yesterday', 'to'],
      ]) {
        const bad = await api().get(`/api/v1/audit_events?${query}`).expect(422);
        expect(Object.keys(bad.body.errors)).toEqual([field]);
      }
    });

    it('shows another account nothing of this one; a read-only key may read', async () => {
      const other = client(t.url, b.key);
      await ok(other.post('/api/v1/companies', { type: 'customer', name: 'Beta Kunde' }));
      const rows = await ok(other.get('/api/v1/audit_events?per_page=100'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ seq: 1, prev_hash: '0'.repeat(64), record_type: 'company' });
      const foreign = await ok(
        other.get(`/api/v1/audit_events?record_type=company&record_id=${customerId}`),
      );
      expect(foreign).toEqual([]);
      await ok(client(t.url, a.readOnlyKey).get('/api/v1/audit_events'));
    });
  });

  describe('the database guards', () => {
    it('refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
      await expect(
        prisma.$executeRaw`UPDATE audit_events SET action = 'x' WHERE account_id = ${a.accountId}`,
      ).rejects.toThrow(/never changed or deleted \(UPDATE refused\)/);
      await expect(
        prisma.$executeRaw`DELETE FROM audit_events WHERE account_id = ${a.accountId}`,
      ).rejects.toThrow(/never changed or deleted \(DELETE refused\)/);
      await expect(prisma.$executeRawUnsafe('TRUNCATE audit_events CASCADE')).rejects.toThrow(
        /TRUNCATE refused/,
      );
    });

    it('an application role set up as the docs say has no right to UPDATE or DELETE', async () => {
      const role = `faktura_app_${randomBytes(4).toString('hex')}`;
      await prisma.$executeRawUnsafe(`CREATE ROLE ${role}`);
      try {
        await prisma.$executeRawUnsafe(
          `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
        );
        await prisma.$executeRawUnsafe(
          `REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM ${role}`,
        );
        const as = (statement: string) =>
          prisma.$transaction(async (tx) => {
            await tx.$executeRawUnsafe(`SET LOCAL ROLE ${role}`);
            // Past the trigger: a superuser switched it off, the role still may not write.
            return tx.$executeRawUnsafe(statement);
          });
        await expect(as('SELECT 1 FROM audit_events LIMIT 1')).resolves.toBeDefined();
        await expect(as("UPDATE audit_events SET action = 'x'")).rejects.toThrow(
          /permission denied/,
        );
        await expect(as('DELETE FROM audit_events')).rejects.toThrow(/permission denied/);
      } finally {
        await prisma.$executeRawUnsafe(`DROP OWNED BY ${role}`);
        await prisma.$executeRawUnsafe(`DROP ROLE ${role}`);
      }
    });

    it('verify-audit names the row a superuser tampered with', async () => {
      const c = await createTestAccount(t.db.url, 'Gamma');
      const gamma = client(t.url, c.key);
      for (const name of ['Eins', 'Zwei', 'Drei'])
        await ok(gamma.post('/api/v1/companies', { type: 'customer', name }));
      expect((await verifyAudit()).code).toBe(EXIT_OK);
      const [, second] = await rowsOf(c.accountId);
      await prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
        await tx.$executeRaw`
          UPDATE audit_events SET changes = '{"name": [null, "Vier"]}' WHERE id = ${BigInt(second.id)}`;
      });
      const broken = await verifyAudit();
      expect(broken.code).toBe(EXIT_FAILURE);
      const where = `account ${c.accountId}, seq 2, id ${second.id}`;
      expect(broken.stdout).toContain(`Account ${c.accountId}: BROKEN at ${where}`);
      expect(broken.stdout).toContain(`Account ${a.accountId}: `);
      expect(broken.stderr).toContain(where);
      // The other accounts' chains still pass on their own.
      expect((await verifyAudit('--account', String(a.accountId))).code).toBe(EXIT_OK);
    });
  });
});
