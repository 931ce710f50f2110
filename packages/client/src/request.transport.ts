import { RETRY_STATUSES, pause, retryDelayMs } from './retry.policy.js';

/** The fetch that openapi-fetch calls: one Request in, its final Response out. */
export type Transport = (request: Request) => Promise<Response>;

export interface TransportOptions {
  apiKey: string;
  fetch: Transport;
  /** Tries in total, the first included. */
  attempts: number;
  maxDelayMs: number;
  /** Whether a POST without an Idempotency-Key gets one. */
  idempotency: boolean;
}

/**
 * Wraps `fetch` with what every request to Faktura needs: the key, an Idempotency-Key on each
 * POST (one per request, so that every retry of it carries the same) and retries on 429/503.
 */
export function createTransport(options: TransportOptions): Transport {
  return async (input) => {
    const request = prepare(input, options);
    for (let attempt = 1; ; attempt++) {
      // Sending consumes the body; a clone keeps the original for the next attempt.
      const response = await options.fetch(request.clone());
      if (!RETRY_STATUSES.has(response.status) || attempt >= options.attempts) return response;
      const delay = retryDelayMs(response.headers.get('Retry-After'), attempt, options.maxDelayMs);
      // Free the connection of the discarded answer before waiting.
      await response.body?.cancel();
      await pause(delay, request.signal);
    }
  };
}

function prepare(input: Request, options: TransportOptions): Request {
  const headers = new Headers(input.headers);
  headers.set('Authorization', `Token token=${options.apiKey}`);
  if (options.idempotency && input.method === 'POST' && !headers.has('Idempotency-Key')) {
    headers.set('Idempotency-Key', globalThis.crypto.randomUUID());
  }
  return new Request(input, { headers });
}
