import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PLAN = join(__dirname, '..', '..', '..', 'scripts', 'lib', 'process-plan.mjs');

/** Runs scripts/lib/process-plan.mjs's processPlan in a node process (it is an ES module). */
function plan(env: Record<string, string>, secretKey?: string): { ok: boolean; value: unknown } {
  const script = `
    const { processPlan } = await import(${JSON.stringify(PLAN)});
    try {
      const plan = processPlan('/app', ${JSON.stringify(env)}, ['--flag'], ${JSON.stringify(secretKey)});
      console.log(JSON.stringify({ ok: true, value: plan.map(({ name, readyEvent, nodeFlags, env }) => ({ name, readyEvent, nodeFlags, env })) }));
    } catch (error) {
      console.log(JSON.stringify({ ok: false, value: error.message }));
    }`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout) as { ok: boolean; value: unknown };
}

describe("npm start's process plan", () => {
  it('runs one API and one worker by default, sharing nothing extra', () => {
    expect(plan({}).value).toEqual([
      { name: 'api', readyEvent: 'listening', nodeFlags: ['--flag'], env: { PORT: '3000' } },
      { name: 'worker', readyEvent: 'ready', nodeFlags: [], env: {} },
    ]);
  });

  it('puts API processes on consecutive ports with a shared rate limit and file-link secret', () => {
    const { value } = plan({ FAKTURA_API_PROCESSES: '3', FAKTURA_WORKERS: '2', PORT: '4000' });
    const processes = value as { name: string; env: Record<string, string> }[];
    expect(processes.map((each) => each.name)).toEqual([
      'api-1',
      'api-2',
      'api-3',
      'worker-1',
      'worker-2',
    ]);
    expect(processes.slice(0, 3).map((each) => each.env.PORT)).toEqual(['4000', '4001', '4002']);
    const secrets = new Set(processes.slice(0, 3).map((each) => each.env.FAKTURA_FILE_URL_SECRET));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toMatch(/^[0-9a-f]{64}$/);
    expect(processes[0]!.env.FAKTURA_RATE_LIMIT_STORE).toBe('postgres');
    // What the operator set wins.
    const kept = plan({ FAKTURA_API_PROCESSES: '2', FAKTURA_FILE_URL_SECRET: 's'.repeat(40) });
    expect((kept.value as { env: Record<string, string> }[])[1]!.env.FAKTURA_FILE_URL_SECRET).toBe(
      's'.repeat(40),
    );
  });

  it.each([
    ['FAKTURA_API_PROCESSES', '0'],
    ['FAKTURA_API_PROCESSES', '33'],
    ['FAKTURA_WORKERS', 'two'],
    ['FAKTURA_WORKERS', '1.5'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(plan({ [name]: value })).toEqual({ ok: false, value: expect.stringContaining(name) });
  });

  it('refuses a PORT that leaves no room for the processes', () => {
    expect(plan({ FAKTURA_API_PROCESSES: '3', PORT: '65534' })).toEqual({
      ok: false,
      value: expect.stringContaining('PORT'),
    });
  });

  it('gives the data folder key to every API and worker, unless FAKTURA_SECRET_KEY is set', () => {
    const key = 'ab'.repeat(32);
    const processes = plan({ FAKTURA_API_PROCESSES: '2' }, key).value as {
      env: Record<string, string>;
    }[];
    expect(processes.map((each) => each.env.FAKTURA_SECRET_KEY)).toEqual([key, key, key]);
    const own = plan({ FAKTURA_SECRET_KEY: 'cd'.repeat(32) }, key).value as {
      env: Record<string, string>;
    }[];
    // The processes inherit the operator's key; the data folder's is not passed.
    expect(own.map((each) => each.env.FAKTURA_SECRET_KEY)).toEqual([undefined, undefined]);
  });

  it('creates the data folder key once, readable by its owner only', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secret-key-'));
    try {
      const read = () => {
        const script = `
          const { dataDirSecretKey } = await import(${JSON.stringify(PLAN)});
          console.log(dataDirSecretKey(${JSON.stringify(join(dataDir, 'data'))}));`;
        return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
          encoding: 'utf8',
        }).stdout.trim();
      };
      const first = read();
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(read()).toBe(first);
      expect(statSync(join(dataDir, 'data', 'secret.key')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
