import { createHash } from 'node:crypto';

/** SHA-256 hex over a template version and a view: equal hashes mean equal PDFs. */
export function contentHashOf(templateVersion: string, view: unknown): string {
  return createHash('sha256')
    .update(`${templateVersion}\n${JSON.stringify(view)}`)
    .digest('hex');
}

// Identifiers are server-assigned (R260001), but a filename must never carry a path.
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');

/** `<name>.pdf` from a document number, or `<fallback>.pdf` when it has none (drafts). */
export function pdfFilename(identifier: string | null, fallback: string, suffix = ''): string {
  const base = (identifier === null ? '' : safeName(identifier)) || fallback;
  return `${base}${suffix}.pdf`;
}
