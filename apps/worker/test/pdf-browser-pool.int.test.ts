import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessAlive, processesMatching, startChild, waitUntil } from '@faktura/test-support';
import { PDFParse } from 'pdf-parse';
import { BrowserPool } from '../src/pdf/browser-pool';
import { BrowserCrashedError } from '../src/pdf/pdf-render.errors';
import { pdfConcurrencyFromEnv } from '../src/pdf/pdf-renderer';

const pdfText = async (data: Buffer) => (await new PDFParse({ data }).getText()).text;

const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;

// Enough rows to keep Chromium busy for a while, so a kill lands during the render.
const heavyPage = () =>
  page(
    `<table>${Array.from({ length: 20_000 }, (_, i) => `<tr><td>row ${i}</td><td>${'x'.repeat(40)}</td></tr>`).join('')}</table>`,
  );

const FIXTURE = join(__dirname, 'fixtures', 'pdf-render-process.js');

describe('BrowserPool', () => {
  const pools: BrowserPool[] = [];
  const newPool = (concurrency: number, pageMaxUses?: number) => {
    const pool = new BrowserPool({ concurrency, pageMaxUses });
    pools.push(pool);
    return pool;
  };

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
  });

  it('renders an A4 PDF whose text can be read back', async () => {
    const pdf = await newPool(1).render(page('<h1>Hello PDF</h1><p>Zweite Zeile äöü</p>'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Hello PDF');
    expect(text).toContain('Zweite Zeile äöü');
  });

  it('runs no script and fetches nothing from the network', async () => {
    const requests: string[] = [];
    const server: Server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end('body { color: red }');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const pdf = await newPool(1).render(
        page(`<link rel="stylesheet" href="http://127.0.0.1:${port}/style.css">
          <img src="http://127.0.0.1:${port}/image.png"><p>static text</p>
          <script>document.write('SCRIPT RAN')</script>
          <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`),
      );
      const text = await pdfText(pdf);
      expect(text).toContain('static text');
      expect(text).not.toContain('SCRIPT RAN');
      expect(requests).toEqual([]);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('never has more pages open than its concurrency', async () => {
    const pool = newPool(2);
    const pdfs = await Promise.all(
      Array.from({ length: 7 }, (_, i) => pool.render(page(`<p>document ${i}</p>`))),
    );
    expect(pool.stats().peakInFlight).toBe(2);
    expect(pool.stats().inFlight).toBe(0);
    expect(pool.stats().launches).toBe(1);
    const texts = await Promise.all(pdfs.map(pdfText));
    texts.forEach((text, i) => expect(text).toContain(`document ${i}`));
  });

  it('prints every document on the same warm page, and nothing of one shows in the next', async () => {
    const pool = newPool(1);
    const first = await pool.render(
      page(`<style>p.next { display: none } body { font-size: 1px }</style>
        <title>FIRST TITLE</title><h1>FIRST DOCUMENT SECRET</h1><p class="next">hidden</p>`),
    );
    expect(await pdfText(first)).toContain('FIRST DOCUMENT SECRET');
    // If the first document's style sheet survived, this paragraph would print as nothing.
    const second = await pool.render(page('<p class="next">second document</p>'));
    const text = await pdfText(second);
    expect(text).toContain('second document');
    expect(text).not.toMatch(/FIRST|SECRET|hidden/);
    expect(pool.stats().pagesOpened).toBe(1);
  });

  it('replaces a page after pageMaxUses documents and keeps at most one page per permit', async () => {
    const pool = newPool(2, 2);
    for (let round = 0; round < 3; round++) {
      await Promise.all([0, 1].map((i) => pool.render(page(`<p>round ${round} doc ${i}</p>`))));
    }
    // Six documents on two pages at a time, each page closed after its second document.
    expect(pool.stats().pagesOpened).toBe(4);
    expect(pool.stats().peakInFlight).toBe(2);
  });

  it('launches a new browser after Chromium was killed', async () => {
    const pool = newPool(2);
    await pool.render(page('<p>before</p>'));
    const pid = await pool.browserPid();
    expect(pid).not.toBeNull();
    process.kill(pid as number, 'SIGKILL');
    const after = await pool.render(page('<p>after the kill</p>'));
    expect(await pdfText(after)).toContain('after the kill');
    expect(await pool.browserPid()).not.toBe(pid);
    expect(pool.stats().launches).toBe(2);
  });

  it('fails a render in flight with a retryable error when the browser dies', async () => {
    const pool = newPool(1);
    await pool.render(page('<p>warm</p>'));
    const pid = (await pool.browserPid()) as number;
    const inFlight = pool.render(heavyPage());
    const outcome = inFlight.then(
      () => null,
      (error: unknown) => error,
    );
    await waitUntil(() => pool.stats().inFlight === 1, 20_000, 'the render to start');
    process.kill(pid, 'SIGKILL');
    const error = await outcome;
    expect(error).toBeInstanceOf(BrowserCrashedError);
    expect((error as BrowserCrashedError).retryable).toBe(true);
    expect(await pdfText(await pool.render(page('<p>recovered</p>')))).toContain('recovered');
  });

  it('refuses renders once closed', async () => {
    const pool = newPool(1);
    await pool.render(page('<p>x</p>'));
    await pool.close();
    await expect(pool.render(page('<p>y</p>'))).rejects.toThrow('closed');
  });

  it('takes Chromium down with the worker process, even when that is SIGKILLed mid-render', async () => {
    // Profiles go under TMPDIR: this folder names exactly this process's browsers.
    const tmp = mkdtempSync(join(tmpdir(), 'faktura-orphan-'));
    const ofThisTest = new RegExp(tmp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const worker = startChild(process.execPath, [FIXTURE], {
      env: { ...process.env, TMPDIR: tmp },
    });
    try {
      const browserPid = Number((await worker.waitForOutput(/rendering (\d+)/))[1]);
      expect(processesMatching(ofThisTest)).toContain(browserPid);
      // The worker alone, as a crash or the OOM killer would: not its process group.
      process.kill(worker.pid, 'SIGKILL');
      expect(await worker.waitForExit()).toEqual({ code: null, signal: 'SIGKILL' });
      await waitUntil(() => processesMatching(ofThisTest).length === 0, 60_000, 'Chromium gone');
      expect(isProcessAlive(browserPid)).toBe(false);
    } finally {
      await worker.stop();
      // Puppeteer starts Chromium in a process group of its own: if this test fails, end it here.
      for (const pid of processesMatching(ofThisTest)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // It ended meanwhile.
        }
      }
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 120_000);

  it('reads FAKTURA_PDF_CONCURRENCY', () => {
    expect(pdfConcurrencyFromEnv({})).toBe(availableParallelism());
    expect(pdfConcurrencyFromEnv({ FAKTURA_PDF_CONCURRENCY: '4' })).toBe(4);
    expect(() => pdfConcurrencyFromEnv({ FAKTURA_PDF_CONCURRENCY: '0' })).toThrow();
  });
});
