import { signFileLink, verifyFileLink } from './file-link.token';

const secret = Buffer.from('0123456789abcdef0123456789abcdef');
const grant = { accountId: 7, fileId: 42, expiresAt: 1_800_000_000 };

describe('file link tokens', () => {
  it('verify while valid and name the file they grant', () => {
    const token = signFileLink(grant, secret);
    expect(token).toMatch(/^v1\.7\.42\.1800000000\.[A-Za-z0-9_-]{43}$/);
    expect(verifyFileLink(token, secret, grant.expiresAt - 1)).toEqual(grant);
  });

  it('expire', () => {
    expect(verifyFileLink(signFileLink(grant, secret), secret, grant.expiresAt)).toBeNull();
  });

  it('refuse another secret, a changed file or account, and garbage', () => {
    const token = signFileLink(grant, secret);
    const now = grant.expiresAt - 60;
    expect(verifyFileLink(token, Buffer.from('another secret, 32 bytes long!!!'), now)).toBeNull();
    expect(verifyFileLink(token.replace('.42.', '.43.'), secret, now)).toBeNull();
    expect(verifyFileLink(token.replace('v1.7.', 'v1.8.'), secret, now)).toBeNull();
    expect(verifyFileLink('v1.7.42.1800000000.short', secret, now)).toBeNull();
    expect(verifyFileLink('', secret, now)).toBeNull();
  });
});
