export { createFakturaClient } from './faktura-client.factory.js';
export type { FakturaClient, FakturaClientOptions } from './faktura-client.factory.js';
export { FakturaApiError } from './faktura-api.error.js';
export type { FieldErrors } from './faktura-api.error.js';
export { unwrap } from './result.unwrap.js';
export type { FetchResult } from './result.unwrap.js';
export { FakturaPages, paginate } from './list.paginator.js';
export type { ListInit, ListItem, ListPath } from './list.paginator.js';
export { downloadPdf } from './pdf.download.js';
export type { PdfPath } from './pdf.download.js';
export { verifyStandardWebhook, verifyWebhookSignature } from './webhook-signature.verifier.js';
export type {
  StandardWebhookInput,
  WebhookHeaders,
  WebhookInput,
} from './webhook-signature.verifier.js';
export type { components, operations, paths } from './generated/schema.js';
