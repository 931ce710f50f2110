import { setTimeout as sleep } from 'node:timers/promises';
import { residentMiB } from '../apps';
import {
  type BenchContext,
  fetchResponse,
  getTarget,
  type Scenario,
  settle,
  statementsOf,
} from '../context';
import { allOf, extraWithin, fakturaOnly, judged, p50AtMost, statementsAtMost } from '../goals';
import { alternate } from '../load';

/**
 * GET /invoices/{id}.pdf until it is a PDF: the API waits for the worker's render; a 503
 * (render failed or timed out) is safe to retry, as docs/api-behaviour.md says.
 */
async function pdf(context: BenchContext, id: number): Promise<void> {
  const target = getTarget(context.api.url, `invoices/${id}.pdf`, context.world.bench.key);
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetchResponse(target);
    if (response.status === 200 && response.body.subarray(0, 5).toString() === '%PDF-') return;
    if (response.status !== 503 || attempt === 3) {
      throw new Error(`invoice ${id}.pdf answered ${response.status}: ${response.body}`);
    }
  }
}

/** Invoices whose PDFs the scenarios render, each once: from the end of the seeded ones. */
function freshInvoices(context: BenchContext) {
  let next = context.world.invoiceIds.length - 1;
  return () => (next >= 0 ? context.world.invoiceIds[next--] : null);
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;

export const PDF_SCENARIOS: Scenario[] = [
  {
    name: 'pdf-cached',
    phase: 'pdf',
    run: async (context) => {
      await context.worker();
      const id = context.world.invoiceIds[0];
      await pdf(context, id);
      const target = getTarget(context.api.url, `invoices/${id}.pdf`, context.world.bench.key);
      const { count } = await statementsOf(context, target);
      const [faktura] = await alternate([target], { ...context.options, connections: 1 }, () =>
        settle(context),
      );
      return judged(
        fakturaOnly('pdf-cached', faktura, count),
        allOf(p50AtMost(10), statementsAtMost(3)),
      );
    },
  },
  {
    name: 'pdf-burst',
    phase: 'pdf',
    run: async (context) => {
      await context.worker();
      const next = freshInvoices(context);
      // The last 20 seeded invoices, never rendered before.
      const ids = Array.from({ length: 20 }, next).filter((id) => id !== null);
      const started = performance.now();
      await Promise.all(ids.map((id) => pdf(context, id)));
      const wallSeconds = seconds(performance.now() - started);
      context.say(`  pdf-burst: ${ids.length} PDFs at once in ${wallSeconds} s`);
      return judged(
        fakturaOnly('pdf-burst', null, null, { pdfs: ids.length, wallSeconds }),
        extraWithin('wallSeconds', 6, 'max', `${ids.length} at once ≤ 6 s`),
      );
    },
  },
  {
    name: 'pdf-throughput',
    phase: 'pdf',
    run: async (context) => {
      await context.worker();
      // Fresh invoices only, so that every request is a render, never the cache: those before
      // the last 20 (pdf-burst's).
      const next = freshInvoices(context);
      for (let i = 0; i < 20; i += 1) next();
      const duration = Math.max(10, context.options.seconds * 4) * 1000;
      const started = performance.now();
      let rendered = 0;
      const client = async () => {
        for (let id = next(); id !== null && performance.now() - started < duration; id = next()) {
          await pdf(context, id);
          rendered += 1;
        }
      };
      await Promise.all(Array.from({ length: context.options.connections }, client));
      const elapsed = seconds(performance.now() - started);
      const perSecond = Math.round((rendered / elapsed) * 100) / 100;
      context.say(`  pdf-throughput: ${rendered} PDFs in ${elapsed} s`);
      return judged(
        fakturaOnly('pdf-throughput', null, null, {
          pdfs: rendered,
          seconds: elapsed,
          pdfsPerSecond: perSecond,
        }),
        extraWithin('pdfsPerSecond', 4, 'min', '≥ 4 PDFs/s'),
      );
    },
  },
  {
    name: 'memory',
    phase: 'pdf',
    run: async (context) => {
      const worker = await context.worker();
      // Idle after the work before: let the last requests and renders settle.
      await sleep(3000);
      const apiMiB = Math.round(residentMiB(context.api.child.pid));
      const workerMiB = Math.round(residentMiB(worker.child.pid));
      context.say(`  memory: API ${apiMiB} MiB, worker ${workerMiB} MiB (VmRSS)`);
      return judged(
        fakturaOnly('memory', null, null, { apiMiB, workerMiB, totalMiB: apiMiB + workerMiB }),
        extraWithin('totalMiB', 300, 'max', 'API + worker ≤ 300 MiB'),
      );
    },
  },
];
