import { createHmac, timingSafeEqual } from 'node:crypto';

/** Request headers as node:http gives them (lower-case keys), as a plain record, or a Headers. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface WebhookInput {
  /**
   * The raw body exactly as received (a Buffer is a Uint8Array); a parsed and re-serialized body
   * does not verify.
   */
  body: Uint8Array | string;
  headers: WebhookHeaders;
  /** The hook's secret (32 hex characters, shown once when the hook was created). */
  secret: string;
}

export interface StandardWebhookInput extends WebhookInput {
  /** How far `webhook-timestamp` may be from now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** The time to check against (default: the clock). */
  now?: Date;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Whether `X-Moco-Signature` is the hex HMAC-SHA256 of the raw body keyed with the secret. */
export function verifyWebhookSignature({ body, headers, secret }: WebhookInput): boolean {
  const given = header(headers, 'x-moco-signature')?.trim();
  if (given === undefined || !HEX_SHA256.test(given)) return false;
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(bytes(body)).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

/**
 * Whether the Standard Webhooks headers are valid: one `v1,` signature in `webhook-signature` is
 * the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, and the timestamp is
 * within the tolerance. The key is the secret's UTF-8 bytes, as Faktura signs; a `whsec_` secret
 * (base64 key) is accepted too.
 */
export function verifyStandardWebhook(input: StandardWebhookInput): boolean {
  const { body, headers, secret, toleranceSeconds = 300, now = new Date() } = input;
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const signed = Buffer.concat([Buffer.from(`${id}.${timestamp}.`, 'utf8'), bytes(body)]);
  const expected = createHmac('sha256', standardKey(secret)).update(signed).digest();
  // Several space-separated signatures may be sent while a secret is being rotated.
  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

function standardKey(secret: string): Buffer {
  return secret.startsWith('whsec_')
    ? Buffer.from(secret.slice('whsec_'.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

function bytes(body: Uint8Array | string): Buffer {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value.join(', ') : value;
}
