import {
  signDocumentLink,
  signFileLink,
  verifyDocumentLink,
  verifyFileLink,
} from './file-link.token';

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

describe('document link tokens', () => {
  const document = { accountId: 7, kind: 'offer', documentId: 42, expiresAt: 1_800_000_000 };

  it('verify while valid, name the document, and expire', () => {
    const token = signDocumentLink(document, secret);
    expect(token).toMatch(/^d1\.7\.offer\.42\.1800000000\.[A-Za-z0-9_-]{43}$/);
    expect(verifyDocumentLink(token, secret, document.expiresAt - 1)).toEqual(document);
    expect(verifyDocumentLink(token, secret, document.expiresAt)).toBeNull();
  });

  it('refuse a changed kind, document or account, file tokens and garbage', () => {
    const token = signDocumentLink(document, secret);
    const now = document.expiresAt - 60;
    expect(verifyDocumentLink(token.replace('.offer.', '.invoice.'), secret, now)).toBeNull();
    expect(verifyDocumentLink(token.replace('.42.', '.43.'), secret, now)).toBeNull();
    expect(verifyDocumentLink(token.replace('d1.7.', 'd1.8.'), secret, now)).toBeNull();
    expect(verifyDocumentLink(signFileLink(grant, secret), secret, now)).toBeNull();
    expect(verifyFileLink(token, secret, now)).toBeNull();
    expect(verifyDocumentLink('', secret, now)).toBeNull();
  });
});
