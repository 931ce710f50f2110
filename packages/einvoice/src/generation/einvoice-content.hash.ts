import { contentHashOf } from '@faktura/documents';
import type { EInvoiceFormat } from './einvoice-formats';
import type { EInvoiceSource } from './einvoice-source.types';

/** Version of `@e-invoice-eu/core` the mapper is written and tested against. */
export const E_INVOICE_CORE_VERSION = '2.3.4';

/** Version of the mapping; raise it with every change to what the mapper writes. */
export const E_INVOICE_MAPPER_VERSION = '2';

/**
 * SHA-256 hex over a canonical serialisation of the source (object keys sorted, undefined
 * dropped), the format, the library's and the mapper's version, and for `factur-x` the content
 * hash of the PDF it wraps: equal hashes mean the same e-invoice, so a cached one can be reused.
 */
export function eInvoiceContentHash(
  source: EInvoiceSource,
  format: EInvoiceFormat,
  pdfContentHash?: string,
): string {
  const version = [
    'einvoice',
    E_INVOICE_CORE_VERSION,
    E_INVOICE_MAPPER_VERSION,
    format,
    pdfContentHash ?? '',
  ].join(':');
  return contentHashOf(version, canonical(source));
}

/** The same value with every object's keys in sorted order, so equal data serialises equally. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort();
  const entries = keys
    .map((key) => [key, (value as Record<string, unknown>)[key]] as const)
    .filter(([, entry]) => entry !== undefined);
  return Object.fromEntries(entries.map(([key, entry]) => [key, canonical(entry)]));
}
