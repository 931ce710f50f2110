import type { Browser, HTTPRequest, Page } from 'puppeteer-core';

/** Upper bound for loading and printing one document; a stuck page must not hold a permit. */
export const RENDER_TIMEOUT_MS = 30_000;

// Documents are self-contained: images and fonts arrive as data: URLs. Everything else is
// refused so user rich text cannot make the worker fetch anything.
const allowedRequest = (url: string) => url.startsWith('data:') || url.startsWith('about:');

async function lockDown(page: Page): Promise<void> {
  // Salutation and footer are user rich text; no script of theirs may ever run.
  await page.setJavaScriptEnabled(false);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const handled = allowedRequest(request.url())
      ? request.continue()
      : request.abort('blockedbyclient');
    handled.catch(() => undefined);
  });
}

/** Prints `html` as an A4 PDF on `page`, which must be fresh (not yet locked down). */
export async function printOnPage(page: Page, html: string): Promise<Buffer> {
  await lockDown(page);
  await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
  const pdf = await page.pdf({
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
    timeout: RENDER_TIMEOUT_MS,
  });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** Prints `html` as an A4 PDF on a fresh page of `browser`, closing the page afterwards. */
export async function renderOnBrowser(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    return await printOnPage(page, html);
  } finally {
    if (browser.connected) await page.close().catch(() => undefined);
  }
}
