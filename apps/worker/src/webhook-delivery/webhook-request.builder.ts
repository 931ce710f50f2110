import { mocoSignature, standardWebhookKey, standardWebhookSignature } from './webhook.signer';

/** One delivery as it goes out: the stored body and what the headers say about it. */
export interface WebhookMessage {
  /** webhook_deliveries.id; `webhook-id` is `msg_<id>` on every attempt. */
  deliveryId: string;
  target: string;
  event: string;
  /** The stored payload text, sent byte for byte. */
  body: string;
  /** Event time (the delivery's created_at): X-Moco-Timestamp. */
  createdAt: Date;
  actorUserId: number | null;
  secret: string;
  /** X-Moco-Account-Url. */
  accountUrl: string;
}

/** `<protocol>//<account slug>.<host of the public URL>`: the account's own address. */
export function accountUrl(publicUrl: string, slug: string): string {
  const base = new URL(publicUrl);
  return `${base.protocol}//${slug}.${base.host}`;
}

/** The headers of one attempt at `attemptAt` (webhook-timestamp is the attempt's time). */
export function webhookHeaders(message: WebhookMessage, attemptAt: Date): Record<string, string> {
  const webhookId = `msg_${message.deliveryId}`;
  const timestamp = Math.floor(attemptAt.getTime() / 1000);
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Faktura-Webhooks/1',
    'X-Moco-Target': message.target,
    'X-Moco-Event': message.event,
    'X-Moco-Timestamp': String(message.createdAt.getTime()),
    'X-Moco-Signature': mocoSignature(message.secret, message.body),
    ...(message.actorUserId === null ? {} : { 'X-Moco-User-Id': String(message.actorUserId) }),
    'X-Moco-Account-Url': message.accountUrl,
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardWebhookSignature(
      standardWebhookKey(message.secret),
      webhookId,
      timestamp,
      message.body,
    ),
  };
}
