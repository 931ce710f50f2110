import { createHmac } from 'node:crypto';
import { verifyStandardWebhook, verifyWebhookSignature } from '../src/index.js';

// The hook secret and body of the reference's conventions, and the signature they give.
const SECRET = '1d608b9d72219b90ff2393a1d3ee0ac0';
const BODY = '{"id":111,"description":"a description"}';
const MOCO_SIGNATURE = 'bf027a86207ef1ca1cb76f5a536b41a14287ab1a0fd5b33bfe86924bc2f48fd1';

/** Headers as the worker sends them: the key is the secret's UTF-8 bytes. */
function standardHeaders(body: string, secret: string, timestamp: number) {
  const id = 'msg_42';
  const signed = `${id}.${timestamp}.${body}`;
  const signature = createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(signed)
    .digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${signature}`,
  };
}

describe('verifyWebhookSignature (X-Moco-Signature)', () => {
  it('accepts the signature of the raw body, as a Buffer or a string, in any header case', () => {
    for (const body of [BODY, Buffer.from(BODY)]) {
      expect(
        verifyWebhookSignature({
          body,
          headers: { 'x-moco-signature': MOCO_SIGNATURE },
          secret: SECRET,
        }),
      ).toBe(true);
    }
    const headers = new Headers({ 'X-Moco-Signature': MOCO_SIGNATURE });
    expect(verifyWebhookSignature({ body: BODY, headers, secret: SECRET })).toBe(true);
    expect(
      verifyWebhookSignature({
        body: BODY,
        headers: { 'X-Moco-Signature': MOCO_SIGNATURE },
        secret: SECRET,
      }),
    ).toBe(true);
  });

  it('rejects a tampered body, a wrong secret, a missing or malformed signature', () => {
    const headers = { 'x-moco-signature': MOCO_SIGNATURE };
    const tampered = BODY.replace('111', '112');
    expect(verifyWebhookSignature({ body: tampered, headers, secret: SECRET })).toBe(false);
    expect(
      verifyWebhookSignature({ body: BODY, headers, secret: SECRET.replace('1d', '2d') }),
    ).toBe(false);
    expect(verifyWebhookSignature({ body: BODY, headers: {}, secret: SECRET })).toBe(false);
    for (const bad of [MOCO_SIGNATURE.slice(0, 62), `${MOCO_SIGNATURE.slice(0, 62)}zz`, '']) {
      expect(
        verifyWebhookSignature({
          body: BODY,
          headers: { 'x-moco-signature': bad },
          secret: SECRET,
        }),
      ).toBe(false);
    }
  });
});

describe('verifyStandardWebhook (webhook-id, webhook-timestamp, webhook-signature)', () => {
  const now = new Date('2026-11-29T10:00:05Z');
  const timestamp = Math.floor(now.getTime() / 1000);

  it('accepts what the worker signs with the secret string as key', () => {
    const headers = standardHeaders(BODY, SECRET, timestamp);
    expect(verifyStandardWebhook({ body: Buffer.from(BODY), headers, secret: SECRET, now })).toBe(
      true,
    );
  });

  it("accepts the specification's example with a whsec_ key, among several signatures", () => {
    const headers = {
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,bm9ub25zZW5zZQ== v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    };
    expect(
      verifyStandardWebhook({
        body: '{"test": 2432232314}',
        headers,
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        now: new Date(1614265330_000),
      }),
    ).toBe(true);
  });

  it('rejects a tampered body, a wrong secret and another id', () => {
    const headers = standardHeaders(BODY, SECRET, timestamp);
    const verify = (input: { body?: string; secret?: string; headers?: Record<string, string> }) =>
      verifyStandardWebhook({
        body: input.body ?? BODY,
        headers: input.headers ?? headers,
        secret: input.secret ?? SECRET,
        now,
      });
    expect(verify({})).toBe(true);
    expect(verify({ body: `${BODY} ` })).toBe(false);
    expect(verify({ secret: 'another-secret-of-32-characters!' })).toBe(false);
    expect(verify({ headers: { ...headers, 'webhook-id': 'msg_43' } })).toBe(false);
    expect(verify({ headers: { ...headers, 'webhook-signature': 'v2,abc' } })).toBe(false);
    expect(verify({ headers: { 'webhook-id': 'msg_42' } })).toBe(false);
  });

  it('rejects a timestamp outside the tolerance, five minutes by default', () => {
    const at = (secondsAgo: number, toleranceSeconds?: number) =>
      verifyStandardWebhook({
        body: BODY,
        headers: standardHeaders(BODY, SECRET, timestamp - secondsAgo),
        secret: SECRET,
        now,
        toleranceSeconds,
      });
    expect(at(300)).toBe(true);
    expect(at(301)).toBe(false);
    expect(at(-301)).toBe(false);
    expect(at(3600, 7200)).toBe(true);
  });
});
