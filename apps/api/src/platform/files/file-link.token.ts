import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a file link grants: one stored file of one account, until `expiresAt` (epoch seconds). */
export interface FileLinkGrant {
  accountId: number;
  fileId: number;
  expiresAt: number;
}

const VERSION = 'v1';
const FORMAT = /^v1\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const signature = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** `v1.<account>.<file>.<expires>.<HMAC-SHA256>`: URL-safe, checkable without the database. */
export function signFileLink(grant: FileLinkGrant, secret: Buffer): string {
  const payload = `${VERSION}.${grant.accountId}.${grant.fileId}.${grant.expiresAt}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The grant of a token signed with `secret` that has not expired at `now`; null otherwise. */
export function verifyFileLink(token: string, secret: Buffer, now: number): FileLinkGrant | null {
  const match = FORMAT.exec(token);
  if (!match) return null;
  const [, account, file, expires, sent] = match;
  const expected = Buffer.from(signature(secret, `${VERSION}.${account}.${file}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(sent!))) return null;
  const grant = { accountId: Number(account), fileId: Number(file), expiresAt: Number(expires) };
  return grant.expiresAt > now ? grant : null;
}

/** What a document link grants: the current PDF of one document, until `expiresAt`. */
export interface DocumentLinkGrant {
  accountId: number;
  /** The document's kind, as its source was registered (`offer`). */
  kind: string;
  documentId: number;
  expiresAt: number;
}

const DOCUMENT_VERSION = 'd1';
const DOCUMENT_FORMAT =
  /^d1\.(\d{1,10})\.([a-z_]{1,32})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** `d1.<account>.<kind>.<document>.<expires>.<HMAC-SHA256>`: a link to a document's PDF. */
export function signDocumentLink(grant: DocumentLinkGrant, secret: Buffer): string {
  const { accountId, kind, documentId, expiresAt } = grant;
  const payload = `${DOCUMENT_VERSION}.${accountId}.${kind}.${documentId}.${expiresAt}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The grant of a document link signed with `secret`, unexpired at `now`; null otherwise. */
export function verifyDocumentLink(
  token: string,
  secret: Buffer,
  now: number,
): DocumentLinkGrant | null {
  const match = DOCUMENT_FORMAT.exec(token);
  if (!match) return null;
  const [, account, kind, document, expires, sent] = match;
  const payload = `${DOCUMENT_VERSION}.${account}.${kind}.${document}.${expires}`;
  if (!timingSafeEqual(Buffer.from(signature(secret, payload)), Buffer.from(sent!))) return null;
  const grant = {
    accountId: Number(account),
    kind: kind!,
    documentId: Number(document),
    expiresAt: Number(expires),
  };
  return grant.expiresAt > now ? grant : null;
}
