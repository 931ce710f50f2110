import { mocoSignature, standardWebhookKey, standardWebhookSignature } from './webhook.signer';
import { verifierSignature } from '../../test/support/webhook-worker';
import { webhookHeaders } from './webhook-request.builder';

describe('web hook signatures', () => {
  it('gives the test vector of conventions.md for X-Moco-Signature', () => {
    expect(
      mocoSignature('1d608b9d72219b90ff2393a1d3ee0ac0', '{"id":111,"description":"a description"}'),
    ).toBe('bf027a86207ef1ca1cb76f5a536b41a14287ab1a0fd5b33bfe86924bc2f48fd1');
  });

  it("gives the Standard Webhooks specification's example signature for its key", () => {
    const key = Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64');
    expect(
      standardWebhookSignature(
        key,
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs id, attempt time and body so that a verifier given whsec_ + base64(secret) accepts it', async () => {
    const secret = '1d608b9d72219b90ff2393a1d3ee0ac0';
    const body = '{"id":7,"title":"Ümlaut € ✓"}';
    const attemptAt = new Date('2026-11-29T10:00:05.900Z');
    const headers = webhookHeaders(
      {
        deliveryId: '42',
        target: 'Invoice::Payment',
        event: 'update',
        body,
        createdAt: new Date('2026-11-29T10:00:00.123Z'),
        actorUserId: null,
        secret,
        accountUrl: 'https://acme.faktura.example',
      },
      attemptAt,
    );
    const whsec = `whsec_${Buffer.from(secret).toString('base64')}`;
    expect(headers['webhook-id']).toBe('msg_42');
    expect(headers['webhook-timestamp']).toBe('1795946405');
    expect(headers['webhook-signature']).toBe(
      await verifierSignature(whsec, `msg_42.1795946405.${body}`),
    );
    expect(headers['X-Moco-Signature']).toBe(mocoSignature(secret, body));
    expect(headers['X-Moco-Timestamp']).toBe('1795946400123');
    expect(headers).not.toHaveProperty('X-Moco-User-Id');
    expect(standardWebhookKey(secret)).toEqual(Buffer.from(secret, 'utf8'));
  });
});
