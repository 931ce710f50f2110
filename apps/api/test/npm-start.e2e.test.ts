import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type ScratchDatabase } from '@faktura/db';
import { startChild, type TestChild } from '@faktura/test-support';

const ROOT = join(__dirname, '..', '..', '..');
const KEY_LINE = /API key: (fk_[A-Za-z0-9_-]{43})/;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs scripts/start.mjs (what `npm start` runs) until it has printed the API key. */
async function start(env: NodeJS.ProcessEnv): Promise<{ child: TestChild; key: string }> {
  const child = startChild(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env });
  const key = (await child.waitForOutput(KEY_LINE))[1];
  return { child, key };
}

/** The lines written so far, without one still being written. */
const completeLines = (text: string) => text.split('\n').slice(0, -1);

const jsonLines = (text: string) =>
  completeLines(text).map((line) => JSON.parse(line) as Record<string, unknown>);

/** The pid the supervisor printed for the `nth` start (1-based) of `name`. */
async function startedPid(child: TestChild, name: string, nth: number): Promise<number> {
  const started = new RegExp(`(?:${name} started \\(pid (\\d+)\\)[^]*?){${nth}}`);
  const match = await child.waitForOutput(started);
  return Number(match[1]);
}

const health = (url: string) => fetch(`${url}/health`).then((response) => response.status);

describe('npm start', () => {
  let dataDir: string;
  let scratch: ScratchDatabase | null = null;
  let env: NodeJS.ProcessEnv;
  let key: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'faktura-start-'));
    chmodSync(dataDir, 0o755);
    env = {
      ...process.env,
      FAKTURA_DATA_DIR: dataDir,
      FAKTURA_SKIP_SETUP: '1',
      PORT: String(await freePort()),
      FAKTURA_SMTP_SINK_PORT: String(await freePort()),
    };
    delete env.DATABASE_URL;
    delete env.LOG_FORMAT;
    // With DATABASE_URL set (CI's second run) the service uses that server: a scratch database.
    if (process.env.DATABASE_URL) {
      scratch = await createTestDatabase();
      env.DATABASE_URL = scratch.url;
    }
  });

  afterAll(async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs JSON lines off a terminal, ends its start with the banner, restarts what dies, stops on Ctrl-C', async () => {
    const { child, key: printed } = await start(env);
    try {
      key = printed;
      // Not a terminal and no LOG_FORMAT: every line of every process is a JSON object.
      const lines = jsonLines(child.output());
      const services = new Set(lines.map((line) => line.service));
      expect([...services].sort()).toEqual(['faktura-api', 'faktura-start', 'faktura-worker']);
      // No start-up inventory of Nest (it was ~200 lines of modules and routes).
      const contexts = lines.map((line) => line.context);
      for (const noise of ['RouterExplorer', 'RoutesResolver', 'InstanceLoader']) {
        expect(contexts).not.toContain(noise);
      }
      expect(lines.length).toBeLessThan(30);
      expect(lines.some((line) => line.msg === 'Created the demo account "Demo GmbH".')).toBe(true);

      // The banner comes once API and worker are up, the key right after it.
      const running = lines.findIndex((line) => line.event === 'running');
      expect(lines.findIndex((line) => line.event === 'listening')).toBeLessThan(running);
      expect(lines.findIndex((line) => line.event === 'ready')).toBeLessThan(running);
      expect(lines[running + 1].msg).toBe(`API key: ${key}`);
      const banner = lines[running];
      const apiUrl = `http://localhost:${env.PORT}/api/v1`;
      expect(banner).toMatchObject({ api_url: apiUrl, docs_url: `${apiUrl}/docs` });
      const databaseUrl = new URL(banner.database_url as string);
      expect(databaseUrl.password).toBe(scratch && !new URL(scratch.url).password ? '' : '***');
      expect(banner.mail).toBe(
        `the local SMTP sink smtp://127.0.0.1:${env.FAKTURA_SMTP_SINK_PORT} (.eml files in ${join(dataDir, 'mail')})`,
      );
      expect(await health(apiUrl)).toBe(200);
      expect((await fetch(`${apiUrl}/docs`)).status).toBe(200);

      // A worker that dies (here SIGKILL) is started again, and so is the API.
      const worker = await startedPid(child, 'worker', 1);
      process.kill(worker, 'SIGKILL');
      await child.waitForOutput(/worker exited unexpectedly \(SIGKILL\); restarting in 1 s/);
      expect(await startedPid(child, 'worker', 2)).not.toBe(worker);
      await child.waitForOutput(/("event":"ready"[^]*){2}/);

      const api = await startedPid(child, 'api', 1);
      process.kill(api, 'SIGKILL');
      await child.waitForOutput(/api exited unexpectedly \(SIGKILL\); restarting in 1 s/);
      expect(await startedPid(child, 'api', 2)).not.toBe(api);
      await child.waitForOutput(/("event":"listening"[^]*){2}/);
      expect(await health(apiUrl)).toBe(200);
      // Still one banner: a restart is logged, not announced as a new start.
      expect(child.output().match(/"event":"running"/g)).toHaveLength(1);

      // Ctrl-C: SIGINT to the supervisor alone; it stops API, worker and database in order.
      child.child.kill('SIGINT');
      expect(await child.waitForExit()).toEqual({ code: 0, signal: null });
      expect(jsonLines(child.output()).at(-1)).toMatchObject({ msg: 'stopped' });
      await expect(health(apiUrl)).rejects.toThrow();
      expect(existsSync(join(dataDir, 'database-server.json'))).toBe(false);
    } finally {
      await child.stop();
    }
  }, 240_000);

  it('prints readable lines with LOG_FORMAT=pretty and the same key on the next start', async () => {
    const { child, key: again } = await start({ ...env, LOG_FORMAT: 'pretty' });
    try {
      expect(again).toBe(key);
      const lines = completeLines(child.output());
      expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
      expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}api {4}\S/));
      expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}worker \S/));
      expect(lines.join('\n')).not.toMatch(/Mapped \{|Created the demo account/);
      const banner = lines.findIndex((line) => line.includes('Faktura is running'));
      expect(lines.slice(banner + 1, banner + 7).map((line) => line.split(/\s+/)[1])).toEqual([
        'API',
        'Docs',
        'Database',
        'E-mail',
        'Inbox',
        'API',
      ]);
      expect(lines[banner + 5]).toContain('PUT /api/v1/account/inbox');
      expect(lines[banner + 6]).toBe(`  API key: ${key}`);
      child.child.kill('SIGINT');
      expect(await child.waitForExit()).toEqual({ code: 0, signal: null });
    } finally {
      await child.stop();
    }
  }, 240_000);
});
