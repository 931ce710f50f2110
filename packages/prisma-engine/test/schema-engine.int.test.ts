import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startChild } from '@faktura/test-support';
import { schemaEngineBinaryPath } from '../src';
import { databaseUrlWithName, uniqueDatabaseName } from '../src/throwaway-database.util';
import { assertBuilt, queryDatabase, serverUrl } from './prisma-project.fixture';

/** Runs bin/schema-engine to completion (killed if it hangs). */
async function runEngine(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const engine = startChild(schemaEngineBinaryPath, args);
  engine.child.stdin?.end();
  let stdout = '';
  let stderr = '';
  engine.child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  engine.child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<void>((resolve) => engine.child.once('close', () => resolve()));
  try {
    const { code } = await engine.waitForExit(60_000);
    await closed;
    return { code, stdout, stderr };
  } finally {
    await engine.stop();
  }
}

/** Parses stderr the way the Prisma CLI does: the first line is dropped, the rest is JSON. */
function cliErrorOf(stderr: string): { message: string; error_code?: string } | undefined {
  const records = stderr
    .trimEnd()
    .split('\n')
    .slice(1)
    .map(
      (line) => JSON.parse(line) as { level: string; target: string; fields: { message: string } },
    );
  return records.find((r) => r.level === 'ERROR' && r.target === 'schema_engine::logger')?.fields;
}

/** `diff` params from an empty database to the given schema, as a SQL script. */
function diffParams(path: string, content: string) {
  return {
    from: { tag: 'empty' },
    to: { tag: 'schemaDatamodel', files: [{ path, content }] },
    script: true,
    exitCode: null,
    filters: { externalTables: [], externalEnums: [] },
  };
}

describe('bin/schema-engine', () => {
  beforeAll(() => assertBuilt());

  it('prints its version', async () => {
    const result = await runEngine(['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^schema-engine-cli [0-9a-f]{40}\n$/);
  });

  it('reports a missing database as P1003, then creates it with `cli create-database`', async () => {
    const name = uniqueDatabaseName('faktura_prisma_engine_created');
    const datasource = JSON.stringify({ url: databaseUrlWithName(serverUrl(), name) });
    try {
      const missing = await runEngine([
        '--datasource',
        datasource,
        'cli',
        'can-connect-to-database',
      ]);
      expect(missing.code).toBe(1);
      expect(cliErrorOf(missing.stderr)).toMatchObject({ error_code: 'P1003' });

      const created = await runEngine(['--datasource', datasource, 'cli', 'create-database']);
      expect(created.code).toBe(0);
      expect(JSON.parse(created.stdout)).toEqual({ database_name: name });

      const connected = await runEngine([
        '--datasource',
        datasource,
        'cli',
        'can-connect-to-database',
      ]);
      expect(connected.code).toBe(0);
    } finally {
      await queryDatabase(serverUrl(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });

  it('speaks JSON-RPC over stdin/stdout, including the diff print request', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'faktura-engine-rpc-'));
    const schemaPath = join(dir, 'schema.prisma');
    const schema = 'datasource db {\n  provider = "postgresql"\n}\n\nmodel A {\n  id Int @id\n}\n';
    await writeFile(schemaPath, schema);
    const engine = startChild(schemaEngineBinaryPath, [
      '--datamodels',
      schemaPath,
      '--datasource',
      JSON.stringify({ url: serverUrl() }),
    ]);
    const lines = createInterface({ input: engine.child.stdout! })[Symbol.asyncIterator]();
    const next = async () => JSON.parse((await lines.next()).value as string);
    const send = (message: unknown) => engine.child.stdin!.write(`${JSON.stringify(message)}\n`);
    try {
      send({ jsonrpc: '2.0', id: 1, method: 'getDatabaseVersion' });
      expect(await next()).toEqual({
        jsonrpc: '2.0',
        id: 1,
        result: expect.stringMatching(/^PostgreSQL/),
      });

      send({ jsonrpc: '2.0', id: 2, method: 'noSuchMethod' });
      expect((await next()).error).toMatchObject({ code: -32601 });

      send({ jsonrpc: '2.0', id: 3, method: 'diff', params: diffParams(schemaPath, schema) });
      const print = await next();
      expect(print).toMatchObject({
        method: 'print',
        params: { content: expect.stringMatching(/CREATE TABLE "A"/) },
      });
      send({ jsonrpc: '2.0', id: print.id, result: {} });
      expect(await next()).toEqual({
        jsonrpc: '2.0',
        id: 3,
        result: { exitCode: 0, stdout: null },
      });

      const invalid = { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: 'model {' }] };
      send({
        jsonrpc: '2.0',
        id: 4,
        method: 'diff',
        params: { ...diffParams(schemaPath, schema), to: invalid },
      });
      expect(await next()).toMatchObject({
        id: 4,
        error: { code: 4466, data: { is_panic: false, error_code: 'P1012' } },
      });
    } finally {
      // Closing stdin ends the engine; stop() is the net if it does not.
      engine.child.stdin!.end();
      await engine.waitForExit(20_000).catch(() => undefined);
      await engine.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
