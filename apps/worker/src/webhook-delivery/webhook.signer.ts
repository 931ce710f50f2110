import { createHmac } from 'node:crypto';

/** X-Moco-Signature: lowercase hex HMAC-SHA256 of the raw body, keyed with the secret as UTF-8. */
export function mocoSignature(secret: string, body: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body, 'utf8').digest('hex');
}

/**
 * The Standard Webhooks key of a hook: the bytes of its secret string (a verifier is given
 * `whsec_` + base64 of them, see docs/webhooks.md).
 */
export function standardWebhookKey(secret: string): Buffer {
  return Buffer.from(secret, 'utf8');
}

/** `webhook-signature`: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`. */
export function standardWebhookSignature(
  key: Buffer,
  webhookId: string,
  timestampSeconds: number,
  body: string,
): string {
  const signed = `${webhookId}.${timestampSeconds}.${body}`;
  return `v1,${createHmac('sha256', key).update(signed, 'utf8').digest('base64')}`;
}
