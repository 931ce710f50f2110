import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema.js';
import { createTransport, type Transport } from './request.transport.js';

/** A typed client of Faktura's REST API: `client.GET('/api/v1/invoices/{id}', ...)`. */
export type FakturaClient = Client<paths>;

export interface FakturaClientOptions {
  /** Where Faktura answers, e.g. `https://faktura.example.com` (paths start with /api/v1). */
  baseUrl: string;
  /** An API key; sent as `Authorization: Token token=<apiKey>`. */
  apiKey: string;
  /** The fetch to send with (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries on 429 and 503: `attempts` tries in total (3), each pause at most `maxDelayMs` (30 s). */
  retry?: { attempts?: number; maxDelayMs?: number };
  /** Give every POST an Idempotency-Key unless it has one (default true). */
  idempotency?: boolean;
}

/** How a client sends a request it builds itself (paginate's next pages). */
export interface ClientTransport {
  transport: Transport;
  baseUrl: string;
}

// paginate follows Link URLs through the same transport (key, retries) as the client it is given.
const transports = new WeakMap<FakturaClient, ClientTransport>();

/** Creates a client that authenticates, adds Idempotency-Keys and retries 429/503. */
export function createFakturaClient(options: FakturaClientOptions): FakturaClient {
  const attempts = options.retry?.attempts ?? 3;
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new RangeError('retry.attempts must be a whole number of at least 1');
  }
  const transport = createTransport({
    apiKey: options.apiKey,
    // Looked up at call time, so that a fetch replaced after creation is used.
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    attempts,
    maxDelayMs: options.retry?.maxDelayMs ?? 30_000,
    idempotency: options.idempotency ?? true,
  });
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: transport });
  transports.set(client, { transport, baseUrl: options.baseUrl });
  return client;
}

/** The transport and base URL of a client made by createFakturaClient. */
export function transportOf(client: FakturaClient): ClientTransport {
  const transport = transports.get(client);
  if (!transport) throw new TypeError('Expected a client made by createFakturaClient');
  return transport;
}
