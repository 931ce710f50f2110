import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's Chromium (or CHROMIUM_PATH), headless, as the e2e tests of public pages use it. */
export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
}

/**
 * Closes the browser and every page it still has open; a missing browser is fine. A browser
 * that fails to close is killed, so no Chromium outlives the test run.
 */
export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  try {
    await browser?.close();
  } catch (error) {
    browser?.process()?.kill('SIGKILL');
    throw error;
  }
}
