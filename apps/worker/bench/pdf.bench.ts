/**
 * PDF latency and throughput: N offer documents on the warm pool (FAKTURA_PDF_CONCURRENCY pages)
 * against a browser launched per PDF. Not a test; run `pnpm --filter @faktura/worker bench:pdf`
 * (compiles with bench/tsconfig.json, then runs with node). BENCH_PDF_COUNT sets N (default 20).
 */
import { performance } from 'node:perf_hooks';
import {
  offerDocumentHtml,
  type OfferDocumentRow,
  type OfferDocumentView,
} from '@faktura/documents';
import { launchChromium } from '../src/pdf/browser-launch';
import { BrowserPool } from '../src/pdf/browser-pool';
import { renderOnBrowser } from '../src/pdf/pdf-page';
import { pdfConcurrencyFromEnv } from '../src/pdf/pdf-renderer';

interface Result {
  name: string;
  latencies: number[];
  wallMs: number;
}

// A two-page offer with 30 items, like the measurement in the toolchain notes.
function sampleHtml(): string {
  const items: OfferDocumentRow[] = Array.from({ length: 30 }, (_, i) => ({
    type: 'item',
    title: `Position ${i + 1}: development work`,
    descriptionHtml: '<p>Implementation, review and <em>documentation</em>.</p>',
    quantity: '8',
    unit: 'hours',
    unitPrice: '95.00',
    total: '760.00',
    optional: i % 10 === 9,
  }));
  const view: OfferDocumentView = {
    language: 'en',
    locale: 'en-GB',
    letterPaperHtml: null,
    sender: 'Seller GmbH · Hauptstr. 1 · 10115 Berlin',
    recipientAddress: 'Acme AG\nBahnhofstr. 5\n8001 Zürich',
    identifier: 'A260001',
    date: '2026-03-02',
    dueDate: '2026-04-01',
    title: 'Benchmark offer',
    currency: 'EUR',
    salutationHtml: '<p>Dear Acme AG,</p><p>we are pleased to offer:</p>',
    footerHtml: '<p>Kind regards</p>',
    printDetailColumns: true,
    positions: [
      { type: 'title', title: 'Work' },
      ...items,
      { type: 'subtotal', title: 'Subtotal', total: '20520.00', optional: false },
    ],
    totals: {
      itemsTotal: null,
      discountPercent: null,
      discount: null,
      net: '20520.00',
      taxRate: '19',
      tax: '3898.80',
      gross: '24418.80',
    },
    taxExemptionNotice: null,
  };
  return offerDocumentHtml(view);
}

async function measure(
  name: string,
  count: number,
  parallel: number,
  render: () => Promise<Buffer>,
): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  const lane = async () => {
    while (next++ < count) {
      const began = performance.now();
      await render();
      latencies.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return { name, latencies, wallMs: performance.now() - start };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function report(results: Result[]): void {
  const rows = results.map((result) => {
    const sorted = [...result.latencies].sort((a, b) => a - b);
    return {
      mode: result.name,
      pdfs: sorted.length,
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p95 ms': Math.round(percentile(sorted, 95)),
      'PDFs/s': Number(((sorted.length * 1000) / result.wallMs).toFixed(2)),
    };
  });
  console.table(rows);
}

async function main(): Promise<void> {
  const count = Number(process.env.BENCH_PDF_COUNT ?? 20);
  const concurrency = pdfConcurrencyFromEnv();
  const html = sampleHtml();
  const pool = new BrowserPool({ concurrency });
  await pool.render(html); // warm-up: the launch is paid once per worker, not per PDF
  const warm = await measure(`warm pool (${concurrency} pages)`, count, concurrency, () =>
    pool.render(html),
  );
  await pool.close();
  const perPdf = await measure(
    `browser per PDF (${concurrency} at once)`,
    count,
    concurrency,
    async () => {
      const launched = await launchChromium();
      try {
        return await renderOnBrowser(launched.browser, html);
      } finally {
        await launched.browser.close();
        await launched.cleanUp();
      }
    },
  );
  report([warm, perPdf]);
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
