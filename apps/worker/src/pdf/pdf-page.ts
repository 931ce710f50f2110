import type { HTTPRequest, Page } from 'puppeteer-core';

/** Upper bound for loading and printing one document; a stuck page must not hold a permit. */
export const RENDER_TIMEOUT_MS = 30_000;

// Documents are self-contained: images and fonts arrive as data: URLs. Everything else is
// refused so user rich text cannot make the worker fetch anything.
const allowedRequest = (url: string) => url.startsWith('data:') || url.startsWith('about:');

/**
 * Makes a new page safe for documents, once per page: no script ever runs (salutations and
 * footers are user rich text) and nothing outside the document is fetched.
 */
export async function lockDown(page: Page): Promise<void> {
  await page.setJavaScriptEnabled(false);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const handled = allowedRequest(request.url())
      ? request.continue()
      : request.abort('blockedbyclient');
    handled.catch(() => undefined);
  });
}

/**
 * Prints `html` as an A4 PDF on a locked-down page. `setContent` replaces the whole document
 * (document.open), so nothing of the page's previous document survives: no script ever ran to
 * keep state, and its DOM and style sheets are gone. The PDF is tagged (accessible).
 */
export async function printOnPage(page: Page, html: string): Promise<Buffer> {
  // 'load': the logo and signature images (data: URLs) are decoded before printing.
  await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
  const pdf = await page.pdf({
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
    timeout: RENDER_TIMEOUT_MS,
  });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
