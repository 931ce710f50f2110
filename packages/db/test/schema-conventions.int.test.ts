import { Client } from 'pg';
import { createTestDatabase, type ScratchDatabase } from '../src/scratch-database';

/** Checks on the migrated schema itself, so a later migration cannot quietly break them. */
describe('the migrated schema', () => {
  let db: ScratchDatabase;
  let client: Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    client = new Client({ connectionString: db.url });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  const rows = async <T>(sql: string): Promise<T[]> => (await client.query(sql)).rows as T[];

  const tables = () =>
    rows<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`,
    ).then((result) => result.map((row) => row.table_name));

  const columnsOf = async (table: string) =>
    (
      await rows<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = '${table}'`,
      )
    ).map((row) => row.column_name);

  /** Index definitions of a table as pg_get_indexdef prints them. */
  const indexesOf = async (table: string) =>
    (
      await rows<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE tablename = '${table}'`,
      )
    ).map((row) => row.indexdef);

  it('gives every table that holds account data an account_id', async () => {
    const all = await tables();
    expect(all.length).toBeGreaterThan(35);
    const missing: string[] = [];
    // Process infrastructure that belongs to no account.
    const infrastructure = new Set(['accounts', 'worker_heartbeats', 'rate_limit_buckets']);
    for (const table of all) {
      if (infrastructure.has(table)) continue;
      if (!(await columnsOf(table)).includes('account_id')) missing.push(table);
    }
    expect(missing).toEqual([]);
  });

  it('stores no floating point numbers anywhere', async () => {
    const floats = await rows(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('real', 'double precision')`,
    );
    expect(floats).toEqual([]);
  });

  it('keeps money, quantities and percentages in numeric columns', async () => {
    const moneyLike = await rows<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE table_schema = 'public'
          AND column_name ~ '(total|price|cost|fee|quantity|hours|discount|^tax$|surcharge)'
          AND column_name !~ '_days$'
          AND column_name !~ '_id$'
          AND data_type NOT IN ('boolean', 'text', 'character varying', 'USER-DEFINED', 'ARRAY')`,
    );
    expect(moneyLike.length).toBeGreaterThan(20);
    expect(moneyLike.filter((column) => column.data_type !== 'numeric')).toEqual([]);
  });

  it('indexes custom properties and tags with GIN and updated_at per account with btree', async () => {
    const problems: string[] = [];
    for (const table of await tables()) {
      // A tombstone's custom_properties is a snapshot for the delete webhook, never filtered on.
      if (table === 'deletion_tombstones') continue;
      const columns = await columnsOf(table);
      const indexes = await indexesOf(table);
      if (
        columns.includes('custom_properties') &&
        !indexes.some((i) => /USING gin \(custom_properties/.test(i))
      ) {
        problems.push(`${table}: no GIN index on custom_properties`);
      }
      if (columns.includes('tags') && !indexes.some((i) => /USING gin \(tags/.test(i))) {
        problems.push(`${table}: no GIN index on tags`);
      }
    }
    for (const table of [
      'offers',
      'invoices',
      'purchases',
      'companies',
      'contacts',
      'projects',
      'deals',
    ]) {
      const indexes = await indexesOf(table);
      if (!indexes.some((i) => /USING btree \(account_id, updated_at/.test(i))) {
        problems.push(`${table}: no btree index on (account_id, updated_at)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has the list filters of the interface indexed', async () => {
    const expected: Record<string, string[]> = {
      offers: ['status', 'date', 'identifier', 'company_id', 'project_id', 'deal_id'],
      invoices: ['status', 'date', 'identifier', 'customer_id', 'project_id'],
      purchases: [
        'status',
        'date',
        'identifier',
        'company_id',
        'payment_method',
        'receipt_identifier',
      ],
    };
    const problems: string[] = [];
    for (const [table, filters] of Object.entries(expected)) {
      const indexes = await indexesOf(table);
      for (const column of filters) {
        const pattern = new RegExp(`\\(account_id, ${column}[,)]|\\(${column}[,)]`);
        if (!indexes.some((index) => pattern.test(index))) problems.push(`${table}.${column}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('notifies the workers when a job is inserted', async () => {
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    try {
      await listener.query('LISTEN faktura_jobs');
      const notified = new Promise<string>((resolve) =>
        listener.on('notification', (message) => resolve(message.payload ?? '')),
      );
      await client.query(`INSERT INTO jobs (type, updated_at) VALUES ('maintenance.purge', now())`);
      await expect(notified).resolves.toBe('maintenance.purge');
    } finally {
      await listener.end();
    }
  });
});
