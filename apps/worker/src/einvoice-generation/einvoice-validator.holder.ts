import { EInvoiceValidator } from '@faktura/einvoice';

// One validator (one JVM with the compiled rules) per worker process, started by the first
// e-invoice and closed with the worker: its cold start costs seconds, a warm check milliseconds.
let shared: Promise<EInvoiceValidator> | null = null;

/** The worker's e-invoice validator, started on first use. */
export function sharedEInvoiceValidator(): Promise<EInvoiceValidator> {
  shared ??= EInvoiceValidator.start();
  return shared;
}

/** Ends the validator's JVM, if one was started. */
export async function closeEInvoiceValidator(): Promise<void> {
  const running = shared;
  shared = null;
  if (running) await (await running).close();
}
