import type { Browser, Page } from 'puppeteer-core';
import { lockDown } from './pdf-page';

/** A locked-down page and how many documents it printed. */
export interface WarmPage {
  page: Page;
  uses: number;
}

/**
 * Pages of one browser, kept open from document to document: a new page costs about as much
 * as printing a document on a warm one. Each is locked down once; `printOnPage` replaces its
 * whole document each time. A page is closed after `maxUses` documents, so whatever Chromium
 * keeps per page (caches of images) cannot grow without bound, and after any failure.
 */
export class WarmPages {
  private readonly idle: WarmPage[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly maxUses: number,
  ) {}

  /** An idle page, or a new locked-down one. */
  async take(): Promise<WarmPage> {
    for (let warm = this.idle.pop(); warm; warm = this.idle.pop()) {
      if (!warm.page.isClosed()) return warm;
    }
    const page = await this.browser.newPage();
    try {
      await lockDown(page);
    } catch (error) {
      await this.close(page);
      throw error;
    }
    // A crashed renderer leaves the page unusable: never hand it out again.
    page.once('error', () => void this.close(page));
    return { page, uses: 0 };
  }

  /** Returns a page that printed a document successfully. */
  giveBack(warm: WarmPage): void {
    warm.uses++;
    if (warm.uses >= this.maxUses || !this.browser.connected) void this.close(warm.page);
    else this.idle.push(warm);
  }

  /** Closes a page whose print failed: its state is unknown. */
  discard(warm: WarmPage): void {
    void this.close(warm.page);
  }

  private async close(page: Page): Promise<void> {
    if (this.browser.connected && !page.isClosed()) await page.close().catch(() => undefined);
  }
}
