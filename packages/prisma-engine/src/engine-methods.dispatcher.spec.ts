import type { SchemaEngine } from '@prisma/schema-engine-wasm' with { 'resolution-mode': 'import' };
import { createEngineHandler } from './engine-methods.dispatcher';
import { MethodNotFoundError, type RpcPeer } from './rpc.server';

function fakeEngine(overrides: Partial<Record<keyof SchemaEngine, unknown>>): SchemaEngine {
  return overrides as unknown as SchemaEngine;
}

describe('createEngineHandler', () => {
  const peer = (): RpcPeer & { sent: unknown[] } => {
    const sent: unknown[] = [];
    return {
      sent,
      request: async (method, params) => {
        sent.push({ method, params });
        return {};
      },
    };
  };

  it('sends the diff through a `print` request and answers with stdout null', async () => {
    const diff = jest.fn(async () => ({ exitCode: 2, stdout: 'CREATE TABLE "A"();\n' }));
    const handle = createEngineHandler(fakeEngine({ diff }), { engineVersion: 'v' });
    const client = peer();
    await expect(handle('diff', { script: true }, client)).resolves.toEqual({
      exitCode: 2,
      stdout: null,
    });
    expect(client.sent).toEqual([
      { method: 'print', params: { content: 'CREATE TABLE "A"();\n' } },
    ]);
    expect(diff).toHaveBeenCalledWith({ script: true });
  });

  it('does not print when the engine returned no text', async () => {
    const handle = createEngineHandler(
      fakeEngine({ diff: async () => ({ exitCode: 0, stdout: null }) }),
      { engineVersion: 'v' },
    );
    const client = peer();
    await handle('diff', {}, client);
    expect(client.sent).toEqual([]);
  });

  it('answers `version` with the engine version and `getDatabaseVersion` from the database', async () => {
    const version = jest.fn(async () => 'PostgreSQL 15');
    const handle = createEngineHandler(fakeEngine({ version }), { engineVersion: 'abc123' });
    await expect(handle('version', undefined, peer())).resolves.toBe('abc123');
    await expect(handle('getDatabaseVersion', undefined, peer())).resolves.toBe('PostgreSQL 15');
    expect(version).toHaveBeenCalledWith(null);
  });

  it('forwards other methods with their params, keeping `this` bound to the engine', async () => {
    const engine = fakeEngine({});
    const applyMigrations = jest.fn(function (this: unknown, input: unknown) {
      expect(this).toBe(engine);
      return Promise.resolve({ appliedMigrationNames: [input] });
    });
    Object.assign(engine, { applyMigrations });
    const handle = createEngineHandler(engine, { engineVersion: 'v' });
    await expect(handle('applyMigrations', 'x', peer())).resolves.toEqual({
      appliedMigrationNames: ['x'],
    });
  });

  it('rejects unknown methods, including Object.prototype names', async () => {
    const handle = createEngineHandler(fakeEngine({}), { engineVersion: 'v' });
    await expect(handle('dropEverything', {}, peer())).rejects.toBeInstanceOf(MethodNotFoundError);
    await expect(handle('toString', {}, peer())).rejects.toBeInstanceOf(MethodNotFoundError);
  });

  it.each(['evaluateDataLoss', 'createMigration'] as const)(
    'lets devDiagnostic build the migration schema when %s misses it, then retries',
    async (method) => {
      const engine = fakeEngine({});
      const devDiagnostic = jest.fn(async () => ({ action: { tag: 'createMigration' } }));
      let calls = 0;
      const run = jest.fn(function (this: unknown) {
        expect(this).toBe(engine);
        if (calls++ > 0) return Promise.resolve({ migrationSteps: 1 });
        return Promise.reject(
          new Error('PostgreSQL shadow DB must be provided through an external factory'),
        );
      });
      Object.assign(engine, { devDiagnostic, [method]: run });
      const trace = jest.fn();
      const handle = createEngineHandler(engine, { engineVersion: 'v', trace });
      const params = { migrationsList: { migrationDirectories: [] }, filters: {}, schema: {} };
      await expect(handle(method, params, peer())).resolves.toEqual({ migrationSteps: 1 });
      expect(devDiagnostic).toHaveBeenCalledWith({
        migrationsList: params.migrationsList,
        filters: params.filters,
      });
      expect(run).toHaveBeenCalledTimes(2);
      expect(trace).toHaveBeenCalledWith({ event: 'primeMigrationSchema', method });
    },
  );
});
