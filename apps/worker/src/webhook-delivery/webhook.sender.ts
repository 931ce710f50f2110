import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { guardedLookup } from './guarded-lookup';
import { AddressNotAllowedError, refusedAddressReason } from './webhook-address.policy';
import { parseRetryAfter } from './webhook-retry.schedule';
import type { WebhookAttemptResult } from './webhook.types';

/** The whole request, from connecting to the end of the answer, gets this long. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Of an answer's body no more is read; the connection is closed instead. */
export const MAX_RESPONSE_BYTES = 64 * 1024;

export interface WebhookSendOptions {
  /** Skip the address guard (FAKTURA_WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** Name resolution under the guard; the system's (dns.lookup) by default. */
  resolve?: LookupFunction;
}

/**
 * POSTs `body` to the hook once, never following a redirect, and says what came of it. Never
 * throws: every failure is a result with its error. Without `allowPrivate` an IP-literal host is
 * checked here (Node does not look those up) and a name through `guardedLookup`; a refused
 * address fails the attempt before anything is sent.
 */
export function sendWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: WebhookSendOptions,
): Promise<WebhookAttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const unsent = (error: string): Promise<WebhookAttemptResult> =>
    Promise.resolve({ status: null, error, durationMs: elapsed(), retryAfterMs: null });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return unsent('the hook is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return unsent(`the hook must be an http or https URL, not ${url.protocol}`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const reason = !options.allowPrivate && isIP(host) !== 0 ? refusedAddressReason(host) : null;
  if (reason) return unsent(new AddressNotAllowedError(host, reason).message);

  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  return new Promise((resolve) => {
    let response: IncomingMessage | null = null;
    let settled = false;
    const finish = (failure: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      const status = response?.statusCode ?? null;
      resolve({
        status,
        error: status === null ? failure : answerError(status),
        durationMs: elapsed(),
        retryAfterMs:
          status === 429 || status === 503 ? parseRetryAfter(headerText(response)) : null,
      });
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      // A connection of its own: nothing reused, so every connection went through the lookup.
      agent: false,
      lookup: options.allowPrivate ? options.resolve : guardedLookup(options.resolve),
    });
    const timer = setTimeout(() => finish(`no answer within ${timeoutMs / 1000} s`), timeoutMs);
    request.on('error', (error) => finish(error.message));
    request.on('response', (answer) => {
      response = answer;
      let read = 0;
      answer.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= maxBytes) finish(null);
      });
      answer.on('end', () => finish(null));
      answer.on('error', () => finish(null));
      answer.on('close', () => finish(null));
    });
    request.end(body);
  });
}

/** The error of an answer with `status`; null for 2xx. */
function answerError(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) return `HTTP ${status} (redirects are not followed)`;
  return `HTTP ${status}`;
}

function headerText(response: IncomingMessage | null): string | undefined {
  const value = response?.headers['retry-after'];
  return Array.isArray(value) ? value[0] : value;
}
