import type { Request, Response } from 'express';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@faktura/domain';

// A public page shows only its own inline styles and data: images and posts only to itself; the
// token in its URL must not leak through Referer headers or caches.
/** The headers of every answer of a public page (HTML, PDF, redirect). */
export const PUBLIC_PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; " +
    "frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

// English first: a browser that names no language gets it.
const LANGUAGES: readonly DocumentLanguage[] = [
  'en',
  ...DOCUMENT_LANGUAGES.filter((language) => language !== 'en'),
];

/** The page's language the browser prefers, English when it names none of them. */
export function requestedLanguage(req: Request): DocumentLanguage {
  return (req.acceptsLanguages(...LANGUAGES) || 'en') as DocumentLanguage;
}

/** Sends a page's HTML with the public page headers. */
export function sendPublicPage(res: Response, status: number, html: string): void {
  res.status(status).set(PUBLIC_PAGE_HEADERS).type('html').send(html);
}

/**
 * Sends the "link not valid" page (404) in the browser's language: an unknown, revoked or
 * mistyped link names no customer, so the page cannot speak theirs.
 */
export function sendInvalidPublicPage(
  req: Request,
  res: Response,
  html: (language: DocumentLanguage) => string,
): void {
  res
    .status(404)
    .set({ ...PUBLIC_PAGE_HEADERS, Vary: 'Accept-Language' })
    .type('html')
    .send(html(requestedLanguage(req)));
}
