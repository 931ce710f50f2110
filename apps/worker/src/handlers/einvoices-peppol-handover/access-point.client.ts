import type { PeppolEnvelope } from '@faktura/einvoice';

/** The operator's Peppol access point (FAKTURA_PEPPOL_ACCESS_POINT_*). */
export interface AccessPointSettings {
  /** Where the document is POSTed (http or https). */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  /** At most this long per request. */
  timeoutMs: number;
}

/** One document to hand over with its envelope and a key the access point deduplicates by. */
export interface Handover {
  xml: string;
  envelope: PeppolEnvelope;
  idempotencyKey: string;
}

/** The access point's answer: taken (with its message id, if it gave one) or refused for good. */
export type HandoverAnswer =
  | { outcome: 'accepted'; status: number; messageId: string | null }
  | { outcome: 'refused'; status: number; reason: string };

// Busy or down: worth another attempt. Any other 4xx is the document's or the setup's fault.
const RETRYABLE = new Set([408, 425, 429]);
const MAX_REASON = 500;

/**
 * POSTs the document to the access point: the XML as the body, the envelope as headers. A 2xx
 * is accepted, a 4xx other than 408/425/429 refused; a 5xx, one of those or no answer throws,
 * so the job is retried (with the same idempotency key).
 */
export async function handOver(
  settings: AccessPointSettings,
  handover: Handover,
): Promise<HandoverAnswer> {
  const { envelope } = handover;
  const response = await fetch(settings.url, {
    method: 'POST',
    redirect: 'error',
    signal: AbortSignal.timeout(settings.timeoutMs),
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'idempotency-key': handover.idempotencyKey,
      'peppol-sender-id': envelope.senderId,
      'peppol-receiver-id': envelope.receiverId,
      'peppol-document-type-id': envelope.documentTypeId,
      'peppol-process-id': envelope.processId,
      ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
    },
    body: handover.xml,
  });
  const text = (await response.text()).slice(0, MAX_REASON);
  if (response.ok) {
    return { outcome: 'accepted', status: response.status, messageId: messageIdOf(response, text) };
  }
  if (response.status >= 500 || RETRYABLE.has(response.status)) {
    throw new Error(`the access point answered ${response.status}: ${text}`);
  }
  return { outcome: 'refused', status: response.status, reason: text };
}

// An access point names the message it accepted in a Location header or a JSON body's id.
function messageIdOf(response: Response, body: string): string | null {
  const location = response.headers.get('location');
  if (location) return location;
  try {
    const parsed = JSON.parse(body) as { id?: unknown; messageId?: unknown };
    const id = parsed.messageId ?? parsed.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}
