import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Flags verified on this machine (see the toolchain notes); the profile dir is added per launch. */
export const CHROMIUM_ARGS: readonly string[] = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]);

/** Chromium binary: `CHROMIUM_PATH` or the Debian package's path. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** A launched browser and the throw-away profile folder it owns. */
export interface LaunchedBrowser {
  browser: Browser;
  /** Removes the profile folder; call once the browser is closed or dead. */
  cleanUp(): Promise<void>;
}

/** Launches headless Chromium with a fresh profile in a temp folder. */
export async function launchChromium(executablePath = chromiumPath()): Promise<LaunchedBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'faktura-chromium-'));
  // Chromium's helper processes may still be writing for a moment after the browser died;
  // retry, and never fail a render over a leftover temp folder.
  const cleanUp = () =>
    rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(
      () => undefined,
    );
  try {
    const browser = await puppeteer.launch({
      executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`],
      // DevTools over the child's stdio pipes rather than a WebSocket: when the worker ends in
      // any way, SIGKILL included, the pipe closes and Chromium exits by itself. Over a socket
      // it would keep running, orphaned (about 170 MiB each).
      pipe: true,
      // The worker owns its signal handling (finish running jobs first); puppeteer's handlers
      // would exit the process. The browser is still killed when the process exits.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    return { browser, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
