import { runCliCommand, type CliIo } from './engine-cli.command';

/** Parses stderr exactly like the Prisma CLI does: drop the first line, JSON-parse the rest. */
function parseLikeTheCli(
  stderr: string,
): Array<{ level: string; target: string; fields: Record<string, string> }> {
  return stderr
    .replace(/\n$/, '')
    .split(/\r?\n/)
    .slice(1)
    .map((line) => JSON.parse(line));
}

function capture(): CliIo & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: (text: string) => void (io.out += text),
    stderr: (text: string) => void (io.err += text),
  };
  return io;
}

describe('runCliCommand', () => {
  it('reports an unsupported command in the format the CLI parses', async () => {
    const io = capture();
    await expect(runCliCommand('drop-database', 'postgresql://h/db', io)).resolves.toBe(1);
    const [error] = parseLikeTheCli(io.err);
    expect(error).toMatchObject({
      level: 'ERROR',
      target: 'schema_engine::logger',
      fields: { message: 'Unsupported command: cli drop-database' },
    });
  });

  it('fails clearly without a URL', async () => {
    const io = capture();
    await expect(runCliCommand('can-connect-to-database', undefined, io)).resolves.toBe(1);
    expect(parseLikeTheCli(io.err)[0].fields.message).toMatch(/datasource URL is empty/);
  });

  it('maps an unreachable server to P1001', async () => {
    const io = capture();
    // Port 1 on localhost: refused at once, no network needed.
    const code = await runCliCommand(
      'can-connect-to-database',
      'postgresql://u@127.0.0.1:1/db',
      io,
    );
    expect(code).toBe(1);
    expect(parseLikeTheCli(io.err)[0].fields).toMatchObject({ error_code: 'P1001' });
  });
});
