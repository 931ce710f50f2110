import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_COMMANDS, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, runAdminCli } from './admin-cli';

/** Runs the CLI without a database and captures what it prints. */
async function run(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runAdminCli(argv, {
    env,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

describe('runAdminCli without a database', () => {
  it.each([['--help'], ['-h'], ['help']])('%s lists every command on stdout', async (flag) => {
    const { code, stdout, stderr } = await run([flag]);
    expect(code).toBe(EXIT_OK);
    expect(stderr).toBe('');
    for (const command of ADMIN_COMMANDS) expect(stdout).toContain(`  ${command.name}`);
  });

  it('shows one command with <command> --help, even with other arguments', async () => {
    const { code, stdout } = await run(['create-api-key', '--account', 'x', '--help']);
    expect(code).toBe(EXIT_OK);
    expect(stdout).toContain(
      'Usage: faktura create-api-key --account <id> [--read-only] [--user <id>] [--name <text>]',
    );
  });

  it.each([
    [[], 'faktura: missing command (run with --help to list the commands)'],
    [['drop-everything'], 'faktura: unknown command "drop-everything" (run with --help'],
    [
      ['create-account'],
      'faktura create-account: --name is required (usage: faktura create-account',
    ],
    [['create-account', '--name', 'A', '--currency', 'euro'], '--currency must be a currency code'],
    [['create-account', '--name', 'A', '--email', 'nope'], '--email must be an e-mail address'],
    [['create-api-key', '--account', 'abc'], '--account must be a positive whole number'],
    [['create-api-key', '--account', '1', '--user', '0'], '--user must be a positive whole number'],
    [['list-api-keys'], '--account is required'],
    [['revoke-api-key'], '<id> is required'],
    [['revoke-api-key', 'one'], 'the API key id must be a positive whole number'],
    [['seed-demo', '--account', '1', '--force'], 'unknown option --force'],
  ])('%j is a usage error (exit 2, one line on stderr)', async (argv, message) => {
    // Usage is checked before the database is needed: DATABASE_URL is not set here.
    const { code, stdout, stderr } = await run(argv);
    expect(code).toBe(EXIT_USAGE);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('without DATABASE_URL refuses a data folder that holds no database, naming the way out', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'faktura-cli-spec-'));
    try {
      const { code, stdout, stderr } = await run(['list-api-keys', '--account', '1'], {
        FAKTURA_DATA_DIR: dataDir,
      });
      expect(code).toBe(EXIT_FAILURE);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `faktura list-api-keys: DATABASE_URL is not set and the embedded database could not be opened: ` +
          `${join(dataDir, 'postgres')} holds no embedded database ` +
          '(run npm start once, or set FAKTURA_DATA_DIR or DATABASE_URL)\n',
      );
      // Nothing was created in the folder.
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reports an unreachable database on one line with exit 1', async () => {
    const { code, stderr } = await run(['list-api-keys', '--account', '1'], {
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
    });
    expect(code).toBe(EXIT_FAILURE);
    expect(stderr).toMatch(/^faktura list-api-keys failed: .*reach database server.*\n$/);
  });
});
