import { webcrypto } from 'node:crypto';
import type { Logger } from '../../src/logger';

/** A logger that keeps its lines, for assertions on what an operator would read. */
export function collectingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => void lines.push(`INFO ${message}`),
    warn: (message) => void lines.push(`WARN ${message}`),
    error: (message) => void lines.push(`ERROR ${message}`),
  };
}

/** The retry schedule of the delivery tests: short, so that retries happen within a test. */
export const TEST_RETRY_DELAYS_MS = [300, 600, 1200, 2400, 4800, 9600, 19200];

/**
 * `webhook-signature` as a Standard Webhooks verifier computes it from its `whsec_` secret, on
 * WebCrypto (not the worker's node:crypto HMAC).
 */
export async function verifierSignature(whsec: string, signed: string): Promise<string> {
  const key = await webcrypto.subtle.importKey(
    'raw',
    Buffer.from(whsec.replace(/^whsec_/, ''), 'base64'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(signed));
  return `v1,${Buffer.from(mac).toString('base64')}`;
}
