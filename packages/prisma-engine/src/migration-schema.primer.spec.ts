import type { SchemaEngine } from '@prisma/schema-engine-wasm' with { 'resolution-mode': 'import' };
import { isNoShadowFactoryError, withMigrationSchema } from './migration-schema.primer';

const input = {
  migrationsList: {
    baseDir: '/m',
    lockfile: { path: 'migration_lock.toml', content: null },
    shadowDbInitScript: '',
    migrationDirectories: [],
  },
  filters: { externalTables: [], externalEnums: [] },
};

// As the wasm engine words it, span trace included.
const noFactory = () =>
  new Error(
    'PostgreSQL shadow DB must be provided through an external factory\n   0: schema_engine_wasm::x',
  );

function engineWith(devDiagnostic: jest.Mock): SchemaEngine {
  return { devDiagnostic } as unknown as SchemaEngine;
}

describe('withMigrationSchema', () => {
  it('recognises the wasm engine error', () => {
    expect(isNoShadowFactoryError(noFactory())).toBe(true);
    expect(isNoShadowFactoryError(new Error('relation "x" does not exist'))).toBe(false);
  });

  it('calls once and does not prime when the schema is cached', async () => {
    const devDiagnostic = jest.fn();
    const call = jest.fn(async () => 'ok');
    await expect(withMigrationSchema(engineWith(devDiagnostic), input, call)).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(1);
    expect(devDiagnostic).not.toHaveBeenCalled();
  });

  it('runs devDiagnostic with the same migrations, then retries, on a cache miss', async () => {
    const order: string[] = [];
    const devDiagnostic = jest.fn(async () => {
      order.push('devDiagnostic');
      return { action: { tag: 'createMigration' } };
    });
    let calls = 0;
    const call = jest.fn(async () => {
      order.push('call');
      if (calls++ === 0) throw noFactory();
      return 'ok';
    });
    const onPrime = jest.fn();
    await expect(
      withMigrationSchema(engineWith(devDiagnostic), input, call, onPrime),
    ).resolves.toBe('ok');
    expect(order).toEqual(['call', 'devDiagnostic', 'call']);
    expect(devDiagnostic).toHaveBeenCalledWith(input);
    expect(onPrime).toHaveBeenCalledTimes(1);
  });

  it('passes other errors through without priming', async () => {
    const devDiagnostic = jest.fn();
    const call = jest.fn(async () => {
      throw new Error('P3006 broken');
    });
    await expect(withMigrationSchema(engineWith(devDiagnostic), input, call)).rejects.toThrow(
      'P3006 broken',
    );
    expect(devDiagnostic).not.toHaveBeenCalled();
  });

  it('reports the error of devDiagnostic, the real cause', async () => {
    const devDiagnostic = jest.fn(async () => {
      throw new Error('Migration `1_init` failed to apply cleanly to the shadow database.');
    });
    const call = jest.fn(async () => {
      throw noFactory();
    });
    await expect(withMigrationSchema(engineWith(devDiagnostic), input, call)).rejects.toThrow(
      'failed to apply cleanly',
    );
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('explains when pending migrations keep the schema out of reach', async () => {
    const devDiagnostic = jest.fn(async () => ({ action: { tag: 'createMigration' } }));
    const call = jest.fn(async () => {
      throw noFactory();
    });
    await expect(withMigrationSchema(engineWith(devDiagnostic), input, call)).rejects.toThrow(
      /Apply the pending migrations first/,
    );
    expect(call).toHaveBeenCalledTimes(2);
  });
});
