import type { Browser } from 'puppeteer-core';
import { launchChromium, type LaunchedBrowser } from './browser-launch';
import { BrowserCrashedError } from './pdf-render.errors';
import { printOnPage } from './pdf-page';
import { RenderSemaphore } from './render-semaphore';
import { WarmPages, type WarmPage } from './warm-pages';

/** Documents a page prints before it is replaced by a new one. */
export const PAGE_MAX_USES = 100;

export interface BrowserPoolOptions {
  /** Pages rendering at once (FAKTURA_PDF_CONCURRENCY). */
  concurrency: number;
  /** Starts a browser; defaults to Chromium from CHROMIUM_PATH or /usr/bin/chromium. */
  launch?: () => Promise<LaunchedBrowser>;
  /** Documents a page prints before it is closed (default PAGE_MAX_USES). */
  pageMaxUses?: number;
}

/** Counters for tests and benchmarks. */
export interface BrowserPoolStats {
  inFlight: number;
  peakInFlight: number;
  launches: number;
  /** Pages opened over the pool's life (reused pages count once). */
  pagesOpened: number;
}

/** A launched browser with its warm pages. */
type WarmBrowser = LaunchedBrowser & { pages: WarmPages };

interface CurrentBrowser {
  launching: Promise<WarmBrowser>;
  /** Set once the launch has finished. */
  browser: Browser | null;
}

// Messages puppeteer uses when the DevTools connection dies under a running command.
const CONNECTION_LOST = /Target closed|Session closed|Connection closed|detached|disconnected/i;

const lostConnection = (browser: Browser, error: unknown) =>
  !browser.connected || (error instanceof Error && CONNECTION_LOST.test(error.message));

/**
 * One warm Chromium shared by every render of the process, at most `concurrency` pages printing
 * at a time, each page reused for the next document. Launching costs about half a second, a new
 * page about as much as printing on a warm one, so the browser is started once (lazily) and
 * started again only after it disconnects or crashes.
 */
export class BrowserPool {
  private readonly semaphore: RenderSemaphore;
  private readonly launch: () => Promise<LaunchedBrowser>;
  private readonly pageMaxUses: number;
  private current: CurrentBrowser | null = null;
  private closed = false;
  private readonly counters: BrowserPoolStats = {
    inFlight: 0,
    peakInFlight: 0,
    launches: 0,
    pagesOpened: 0,
  };

  constructor(options: BrowserPoolOptions) {
    this.semaphore = new RenderSemaphore(options.concurrency);
    this.launch = options.launch ?? (() => launchChromium());
    this.pageMaxUses = options.pageMaxUses ?? PAGE_MAX_USES;
  }

  /** Renders an HTML page to an A4 PDF; fails with BrowserCrashedError if Chromium dies meanwhile. */
  render(html: string): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the PDF renderer is closed'));
    return this.semaphore.run(async () => {
      const { browser, pages, warm } = await this.openPage();
      this.counters.inFlight++;
      this.counters.peakInFlight = Math.max(this.counters.peakInFlight, this.counters.inFlight);
      try {
        const pdf = await printOnPage(warm.page, html);
        pages.giveBack(warm);
        return pdf;
      } catch (error) {
        pages.discard(warm);
        if (!lostConnection(browser, error)) throw error;
        this.forget(browser);
        throw new BrowserCrashedError(error);
      } finally {
        this.counters.inFlight--;
      }
    });
  }

  // A browser that died while idle may look connected until its 'disconnected' event arrives;
  // taking a page is where that shows, and nothing was printed yet, so one fresh launch is
  // tried before giving up.
  private async openPage(): Promise<{ browser: Browser; pages: WarmPages; warm: WarmPage }> {
    for (let attempt = 1; ; attempt++) {
      const { browser, pages } = await this.browser();
      try {
        const warm = await pages.take();
        if (warm.uses === 0) this.counters.pagesOpened++;
        // A reused page needs no round trip to Chromium to be handed out, so ask for one:
        // a browser that died since shows here, before anything was printed.
        else await browser.version();
        return { browser, pages, warm };
      } catch (error) {
        if (!lostConnection(browser, error)) throw error;
        this.forget(browser);
        if (attempt >= 2) throw new BrowserCrashedError(error);
      }
    }
  }

  /** Process id of the running browser, or null when none is up (tests kill it). */
  async browserPid(): Promise<number | null> {
    const launched = await this.current?.launching.catch(() => null);
    return launched?.browser.process()?.pid ?? null;
  }

  stats(): BrowserPoolStats {
    return { ...this.counters };
  }

  /** Closes the browser; later renders are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const current = this.current;
    this.current = null;
    const launched = await current?.launching.catch(() => null);
    if (!launched) return;
    await launched.browser.close().catch(() => launched.browser.process()?.kill('SIGKILL'));
    await launched.cleanUp();
  }

  private async browser(): Promise<WarmBrowser> {
    for (;;) {
      if (this.closed) throw new Error('the PDF renderer is closed');
      this.current ??= this.start();
      const launched = await this.current.launching;
      if (launched.browser.connected) return launched;
      // Died before its 'disconnected' event reached us.
      this.forget(launched.browser);
    }
  }

  private start(): CurrentBrowser {
    this.counters.launches++;
    const launching = this.launch().then((launched) => ({
      ...launched,
      pages: new WarmPages(launched.browser, this.pageMaxUses),
    }));
    const entry: CurrentBrowser = { launching, browser: null };
    entry.launching.then(
      (launched) => {
        entry.browser = launched.browser;
        launched.browser.once('disconnected', () => {
          this.forget(launched.browser);
          void launched.cleanUp();
        });
      },
      // A failed launch must not stick: the next render tries again.
      () => {
        if (this.current === entry) this.current = null;
      },
    );
    return entry;
  }

  /** Drops `browser` as the current one, so the next render launches a new browser. */
  private forget(browser: Browser): void {
    if (this.current?.browser === browser) this.current = null;
    if (browser.connected) void browser.close().catch(() => undefined);
  }
}
