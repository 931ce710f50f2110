import { availableParallelism } from 'node:os';
import { BrowserPool } from './browser-pool';

/**
 * Pages rendered at once when FAKTURA_PDF_CONCURRENCY is not set: one per core. Printing is
 * CPU-bound in Chromium; on 2 cores a third page measured no faster than two (bench:pdf).
 */
export function defaultPdfConcurrency(): number {
  return Math.max(1, availableParallelism());
}

/** FAKTURA_PDF_CONCURRENCY as a whole number of at least 1; default: one page per core. */
export function pdfConcurrencyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.FAKTURA_PDF_CONCURRENCY;
  if (value === undefined || value === '') return defaultPdfConcurrency();
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error('FAKTURA_PDF_CONCURRENCY must be a whole number of at least 1');
  }
  return parsed;
}

// One browser per worker process, shared by every job loop; created on the first render so a
// worker that never prints a document never starts Chromium.
let shared: BrowserPool | null = null;

/** The process-wide browser pool, created on first use. */
export function sharedBrowserPool(): BrowserPool {
  shared ??= new BrowserPool({ concurrency: pdfConcurrencyFromEnv() });
  return shared;
}

/** Renders a complete HTML page to an A4 PDF on the process-wide warm browser. */
export function renderPdf(html: string): Promise<Buffer> {
  return sharedBrowserPool().render(html);
}

/** Closes the process-wide browser (worker stop); a later render starts a new pool. */
export async function closePdfRenderer(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
