/**
 * The base URL of the public pages: `configured` (FAKTURA_PUBLIC_URL) without its trailing
 * slash, else the API on localhost at `port`. API and worker must agree on it, since the
 * approval link printed in a PDF is part of the PDF's content hash.
 */
export function resolvePublicUrl(configured: string | undefined, port: number): string {
  if (!configured) return `http://localhost:${port}`;
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(configured)) {
    throw new Error('FAKTURA_PUBLIC_URL must be an http(s) URL, e.g. https://faktura.example.com');
  }
  return configured.replace(/\/+$/, '');
}
