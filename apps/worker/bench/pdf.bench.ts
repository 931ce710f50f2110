/**
 * PDF latency and throughput. Not a test; run `pnpm bench:pdf` with DATABASE_URL (or
 * FAKTURA_TEST_SERVER_URL) naming a PostgreSQL server: it makes a scratch database, seeds
 * BENCH_PDF_COUNT (default 20) different two-page invoices and prints three tables:
 * - Chromium alone on the warm pool (one invoice's HTML, sequential and at the pool's width),
 * - where the time of one render goes (print-key lookup, building, Chromium, storing), one
 *   document after another,
 * - every invoice requested at once as render jobs of a running worker: wall time and PDFs/s.
 * FAKTURA_PDF_CONCURRENCY and FAKTURA_WORKER_CONCURRENCY change the widths as in production.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  createPgPool,
  createPrismaClient,
  createTestDatabase,
  jobRow,
  type PrismaClient,
} from '@faktura/db';
import { buildDocument, findPrintedDocument, type DocumentRequest } from '@faktura/documents';
import { workerConfigFromEnv } from '../src/config';
import { storeRenderedPdf } from '../src/document-rendering/rendered-pdf.store';
import { silentLogger } from '../src/logger';
import { BrowserPool } from '../src/pdf/browser-pool';
import { closePdfRenderer, pdfConcurrencyFromEnv, renderPdf } from '../src/pdf/pdf-renderer';
import { startWorker } from '../src/worker';
import { seedBenchInvoices } from './pdf-bench.data';

const PUBLIC_URL = 'http://localhost:3000';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => Math.round(value);
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Runs `count` calls of `work` on `parallel` lanes: latencies and wall time. */
async function lanes(count: number, parallel: number, work: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  const lane = async () => {
    for (let i = next++; i < count; i = next++) {
      const began = performance.now();
      await work(i);
      latencies.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return { latencies, wallMs: performance.now() - start };
}

function row(mode: string, run: { latencies: number[]; wallMs: number }) {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    mode,
    pdfs: sorted.length,
    'p50 ms': ms(percentile(sorted, 50)),
    'p95 ms': ms(percentile(sorted, 95)),
    'wall ms': ms(run.wallMs),
    'PDFs/s': Number(((sorted.length * 1000) / run.wallMs).toFixed(2)),
  };
}

async function chromiumAlone(html: string, count: number) {
  const concurrency = pdfConcurrencyFromEnv();
  const pool = new BrowserPool({ concurrency });
  try {
    await pool.render(html); // the launch is paid once per worker, not per PDF
    const sequential = await lanes(count, 1, () => pool.render(html));
    const wide = await lanes(count, concurrency, () => pool.render(html));
    return [
      row('Chromium, one page at a time', sequential),
      row(`Chromium, ${concurrency} pages at once`, wide),
    ];
  } finally {
    await pool.close();
  }
}

/**
 * Each invoice once, one after another, through the steps of a render job: the print-key
 * lookup, building (load, view, HTML), Chromium, storing (file, row and key).
 */
async function phases(prisma: PrismaClient, requests: DocumentRequest[]) {
  const times = { lookup: [] as number[], build: [] as number[], chromium: [] as number[] };
  const store: number[] = [];
  const timed = async <T>(into: number[], work: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    const result = await work();
    into.push(performance.now() - began);
    return result;
  };
  for (const request of requests) {
    const printed = await timed(times.lookup, () =>
      findPrintedDocument(prisma, request, { withData: false }),
    );
    const built = await timed(times.build, () => buildDocument(prisma, request));
    const pdf = await timed(times.chromium, () => renderPdf(built.html));
    const content = {
      accountId: request.accountId,
      documentKind: request.kind,
      documentId: request.documentId,
      contentHash: built.contentHash,
    };
    await timed(store, () =>
      storeRenderedPdf(prisma, content, {
        printKey: printed?.printKey ?? null,
        filename: built.filename,
        pdf,
      }),
    );
  }
  return [
    {
      'p50 print-key lookup ms': ms(median(times.lookup)),
      'p50 build ms': ms(median(times.build)),
      'p50 Chromium ms': ms(median(times.chromium)),
      'p50 store ms': ms(median(store)),
    },
  ];
}

/** Every request as a render job at once on a running worker; resolves when all completed. */
async function jobsAtOnce(databaseUrl: string, requests: DocumentRequest[]) {
  const env = workerConfigFromEnv({ ...process.env, DATABASE_URL: databaseUrl });
  const worker = await startWorker({
    databaseUrl,
    log: silentLogger,
    runner: env.runner,
    schedules: [],
    publicUrl: PUBLIC_URL,
  });
  const pool = createPgPool(databaseUrl, { max: 2 });
  const prisma = createPrismaClient(databaseUrl, { max: 2 });
  const enqueue = async (batch: DocumentRequest[]) => {
    const jobs = await prisma.$transaction(
      batch.map(({ accountId, kind, documentId, letterPaperId }) =>
        prisma.job.create({
          data: jobRow({
            type: 'documents.render-pdf',
            accountId,
            payload: { kind, documentId, letterPaperId },
          }),
          select: { id: true },
        }),
      ),
    );
    return jobs.map((job) => job.id.toString());
  };
  const finished = async (ids: string[]) => {
    for (;;) {
      const { rows } = await pool.query<{ open: string }>(
        `SELECT count(*) AS open FROM jobs WHERE id = ANY($1::bigint[]) AND status <> 'completed'`,
        [ids],
      );
      if (Number(rows[0]?.open) === 0) return;
      await new Promise((done) => setTimeout(done, 10));
    }
  };
  try {
    await finished(await enqueue(requests.slice(0, 1))); // warm: browser launched
    const start = performance.now();
    await finished(await enqueue(requests.slice(1)));
    const wallMs = performance.now() - start;
    const n = requests.length - 1;
    return [
      {
        mode: `${n} different PDFs at once as render jobs`,
        pdfs: n,
        'wall ms': ms(wallMs),
        'PDFs/s': Number(((n * 1000) / wallMs).toFixed(2)),
      },
    ];
  } finally {
    await worker.stop();
    await prisma.$disconnect();
    await pool.end();
  }
}

async function main(): Promise<void> {
  const count = Number(process.env.BENCH_PDF_COUNT ?? 20);
  const db = await createTestDatabase();
  const prisma = createPrismaClient(db.url, { max: 4 });
  try {
    // Three sets of documents, so that no measurement finds another one's PDFs in the cache.
    const seeded = await seedBenchInvoices(prisma, 2 * count + 1);
    const request = (documentId: number): DocumentRequest => ({
      kind: 'invoice',
      accountId: seeded.accountId,
      documentId,
      letterPaperId: null,
      publicUrl: PUBLIC_URL,
    });
    const all = seeded.invoiceIds.map(request);
    const html = (await buildDocument(prisma, all[0]!)).html;
    const load = loadavg().map((value) => value.toFixed(2));
    console.log(`load average ${load.join(' ')} on ${availableParallelism()} cores`);
    console.table(await chromiumAlone(html, count));
    await renderPdf(html); // the shared renderer's launch, paid once per worker
    console.table(await phases(prisma, all.slice(0, count)));
    console.table(await jobsAtOnce(db.url, all.slice(count)));
  } finally {
    await prisma.$disconnect();
    await closePdfRenderer();
    await db.drop();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
