import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type ScratchDatabase } from '@faktura/db';

const ROOT = join(__dirname, '..', '..', '..');

interface Started {
  child: ChildProcess;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs scripts/start.mjs (what `npm start` runs) until the API answers its health check. */
async function start(env: NodeJS.ProcessEnv, port: number): Promise<Started> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...env, FAKTURA_SKIP_SETUP: '1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`start exited early:\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy && output.includes('worker') && output.includes('started'))
      return { child, output: () => output };
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the service did not become healthy:\n${output}`);
}

/** What Ctrl-C does: SIGINT to the supervisor, which stops everything and exits. */
function interrupt(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => {
    child.once('exit', (code) => done(code));
    child.kill('SIGINT');
  });
}

describe('npm start', () => {
  let dataDir: string;
  let scratch: ScratchDatabase | null = null;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'faktura-start-'));
    chmodSync(dataDir, 0o755);
    env = { ...process.env, FAKTURA_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    // With DATABASE_URL set (CI's second run) the service uses that server: a scratch database.
    if (process.env.DATABASE_URL) {
      scratch = await createTestDatabase();
      env.DATABASE_URL = scratch.url;
    }
  }, 60_000);

  afterAll(async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the API key, serves health, stops on Ctrl-C and keeps its data', async () => {
    const port = await freePort();
    const first = await start(env, port);
    const key = /API key: (fk_\S+)/.exec(first.output())?.[1];
    expect(key).toBeDefined();
    expect(first.output()).toContain('Created the demo account');
    expect(await interrupt(first.child)).toBe(0);
    expect(first.output()).toContain('[start]\x1b[0m stopped');
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();

    const second = await start(env, port);
    expect(second.output()).toContain(`API key: ${key}`);
    expect(second.output()).not.toContain('Created the demo account');
    expect(await interrupt(second.child)).toBe(0);
  }, 150_000);
});
