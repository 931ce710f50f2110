import { waitUntil } from '@faktura/test-support';
import { peakResidentMiB, resetPeak, residentMiB } from '../apps';
import { authorization, type BenchContext, type Scenario } from '../context';
import { withClient } from '../database';
import { extraWithin, fakturaOnly, judged } from '../goals';

/** Sent invoices in one export, each with an archived PDF of this many bytes. */
const INVOICES = 10_000;
const PDF_BYTES = 8 * 1024;

const seconds = (ms: number) => Math.round(ms / 10) / 100;

/**
 * 10,000 sent invoices of 2024 (one fiscal year), one position each, each with its own archived
 * PDF, so the export renders nothing; the bench account gets consultant and client numbers.
 */
async function seedExportable(context: BenchContext): Promise<number[]> {
  const account = context.world.bench;
  const customers = `ARRAY[${context.world.customerIds.join(',')}]`;
  return withClient(context.databaseUrl, async (db) => {
    await db.query(
      `INSERT INTO bookkeeping_settings (account_id, consultant_number, client_number, updated_at)
       VALUES ($1, 1234567, 10001, now())
       ON CONFLICT (account_id) DO UPDATE SET consultant_number = 1234567, client_number = 10001`,
      [account.id],
    );
    const ids = await db.query<{ id: number }>(
      `INSERT INTO invoices (account_id, identifier, status, date, due_date, title,
         recipient_address, currency, tax, vat_code_id, customer_id, net_total, gross_total,
         locked, sent_at, created_at, updated_at)
       SELECT $1, 'BX' || lpad(g::text, 6, '0'), 'sent', x.d, x.d + 30, 'Leistungen', 'Kunde',
         'EUR', 19, $2, (${customers})[1 + g % cardinality(${customers})], 1000 + g % 97,
         round((1000 + g % 97) * 1.19, 2), true, x.d + time '10:00', now(), now()
       FROM generate_series(1, $3::int) g
       CROSS JOIN LATERAL (SELECT date '2024-01-01' + (g * 365 / $3::int) AS d) x
       RETURNING id`,
      [account.id, account.salesVatCodeId, INVOICES],
    );
    const invoiceIds = ids.rows.map((row) => row.id);
    await db.query(
      `INSERT INTO invoice_positions (account_id, invoice_id, sort_order, type, title, quantity,
         unit, unit_price, net_total, updated_at)
       SELECT i.account_id, i.id, 0, 'item', 'Beratung', 1, 'Pauschale', i.net_total,
         i.net_total, now()
       FROM invoices i WHERE i.id = ANY($1::int[])`,
      [invoiceIds],
    );
    // A distinct PDF per invoice: the archive keeps a content once.
    await db.query(
      `WITH files AS (
         SELECT i.id, convert_to('%PDF-1.7 ' || i.identifier || ' ', 'UTF8')
           || decode(repeat('00', $2::int), 'hex') AS data
         FROM invoices i WHERE i.id = ANY($1::int[])
       ), stored AS (
         INSERT INTO archived_files (account_id, sha256, content_type, size, data)
         SELECT $3, encode(sha256(data), 'hex'), 'application/pdf', length(data), data FROM files
         RETURNING sha256
       )
       INSERT INTO archived_documents (account_id, document_kind, document_id, format, filename,
         sha256, reason, retention_until)
       SELECT $3, 'invoice', f.id, 'pdf', f.id || '.pdf', encode(sha256(f.data), 'hex'), 'sent',
         date '2032-12-31'
       FROM files f`,
      [invoiceIds, PDF_BYTES, account.id],
    );
    return invoiceIds;
  });
}

/** Reads the ZIP as it streams, keeping only its length. */
async function downloadLength(url: string, key: string): Promise<number> {
  const response = await fetch(url, { headers: authorization(key) });
  if (response.status !== 200 || !response.body) throw new Error(`download: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
  return bytes;
}

export const BOOKKEEPING_EXPORT_SCENARIOS: Scenario[] = [
  {
    name: 'bookkeeping-export',
    phase: 'worker',
    run: async (context) => {
      const worker = await context.worker();
      const { api } = context;
      const key = context.world.bench.key;
      const ids = await seedExportable(context);
      resetPeak(worker.child.pid);
      resetPeak(api.child.pid);
      const posted = performance.now();
      const response = await fetch(`${api.url}/api/v1/invoices/bookkeeping_exports`, {
        method: 'POST',
        headers: { ...authorization(key), 'Content-Type': 'application/json' },
        body: JSON.stringify({ invoice_ids: ids }),
      });
      if (response.status !== 201) throw new Error(`export: ${response.status}`);
      const createSeconds = seconds(performance.now() - posted);
      const apiCreateMiB = Math.round(peakResidentMiB(api.child.pid));
      const { id } = (await response.json()) as { id: number };
      await withClient(context.databaseUrl, (db) =>
        waitUntil(
          async () =>
            (
              await db.query<{ status: string }>(
                'SELECT status FROM bookkeeping_exports WHERE id = $1',
                [id],
              )
            ).rows[0].status === 'finished',
          600_000,
          'the export job to finish',
        ),
      );
      const jobSeconds = seconds(performance.now() - posted);
      const workerPeakMiB = Math.round(peakResidentMiB(worker.child.pid));
      resetPeak(api.child.pid);
      const apiBeforeDownloadMiB = Math.round(residentMiB(api.child.pid));
      const downloadStart = performance.now();
      const zipBytes = await downloadLength(
        `${api.url}/api/v1/invoices/bookkeeping_exports/${id}/file`,
        key,
      );
      const downloadSeconds = seconds(performance.now() - downloadStart);
      const apiDownloadMiB = Math.round(peakResidentMiB(api.child.pid));
      const zipMiB = Math.round(zipBytes / 1024 / 1024);
      context.say(
        `  bookkeeping-export: ${INVOICES} invoices | create ${createSeconds} s (API peak ${apiCreateMiB} MiB)` +
          ` | job ${jobSeconds} s (worker peak ${workerPeakMiB} MiB)` +
          ` | ZIP ${zipMiB} MiB in ${downloadSeconds} s (API ${apiBeforeDownloadMiB} MiB before, peak ${apiDownloadMiB} MiB)`,
      );
      return judged(
        fakturaOnly('bookkeeping-export', null, null, {
          invoices: INVOICES,
          createSeconds,
          jobSeconds,
          downloadSeconds,
          zipMiB,
          apiCreatePeakMiB: apiCreateMiB,
          workerPeakMiB,
          apiBeforeDownloadMiB,
          apiDownloadPeakMiB: apiDownloadMiB,
          apiDownloadGrowthMiB: apiDownloadMiB - apiBeforeDownloadMiB,
        }),
        extraWithin(
          'apiDownloadGrowthMiB',
          Math.round(zipMiB / 2),
          'max',
          "ZIP streamed: the API grows by less than half the ZIP's size",
        ),
      );
    },
  },
];
