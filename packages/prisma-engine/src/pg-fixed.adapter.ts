import {
  DriverAdapterError,
  type ConnectionInfo,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlQuery,
  type SqlResultSet,
  type Transaction,
} from '@prisma/driver-adapter-utils';
import { restoreCharColumns } from './pg-char-column.patch';

/**
 * Wraps an @prisma/adapter-pg connection to fix what the schema engine trips over:
 * `"char"` columns come back as Character (defect 1) and `executeScript` sends the whole
 * script as ONE simple query (defect 2), which keeps `$$` bodies intact and makes a failing
 * migration roll back as a whole (PostgreSQL runs a multi-statement query in one implicit
 * transaction, as the native engine relies on).
 */
export class FixedPgAdapter implements SqlDriverAdapter {
  readonly provider = 'postgres' as const;
  readonly adapterName: string;

  constructor(
    private readonly inner: SqlDriverAdapter,
    private readonly onDispose: () => Promise<void> = async () => undefined,
  ) {
    this.adapterName = inner.adapterName;
  }

  async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return restoreCharColumns(await this.inner.queryRaw(query));
  }

  executeRaw(query: SqlQuery): Promise<number> {
    return this.inner.executeRaw(query);
  }

  async executeScript(script: string): Promise<void> {
    // No parameters: pg then uses the simple query protocol, which accepts many statements.
    // Going through executeRaw keeps the adapter's error mapping.
    await this.inner.executeRaw({ sql: script, args: [], argTypes: [] });
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    return new FixedPgTransaction(await this.inner.startTransaction(isolationLevel));
  }

  getConnectionInfo(): ConnectionInfo {
    return this.inner.getConnectionInfo?.() ?? { supportsRelationJoins: true };
  }

  async dispose(): Promise<void> {
    try {
      await this.inner.dispose();
    } finally {
      await this.onDispose();
    }
  }
}

/** A transaction whose results get the same `"char"` fix as the adapter's. */
class FixedPgTransaction implements Transaction {
  readonly provider = 'postgres' as const;
  readonly adapterName: string;
  readonly options: Transaction['options'];

  constructor(private readonly inner: Transaction) {
    this.adapterName = inner.adapterName;
    this.options = inner.options;
    // Savepoints are optional in the interface: expose them only when the inner one has them.
    if (inner.createSavepoint) this.createSavepoint = (name) => inner.createSavepoint!(name);
    if (inner.rollbackToSavepoint) {
      this.rollbackToSavepoint = (name) => inner.rollbackToSavepoint!(name);
    }
    if (inner.releaseSavepoint) this.releaseSavepoint = (name) => inner.releaseSavepoint!(name);
  }

  createSavepoint?: (name: string) => Promise<void>;
  rollbackToSavepoint?: (name: string) => Promise<void>;
  releaseSavepoint?: (name: string) => Promise<void>;

  async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return restoreCharColumns(await this.inner.queryRaw(query));
  }

  executeRaw(query: SqlQuery): Promise<number> {
    return this.inner.executeRaw(query);
  }

  commit(): Promise<void> {
    return this.inner.commit();
  }

  rollback(): Promise<void> {
    return this.inner.rollback();
  }
}

/**
 * Stands in for the main connection when the CLI gave no datasource URL: anything that would
 * touch a database fails with a clear message instead of connecting to libpq defaults.
 */
export class NoDatasourceAdapter implements SqlDriverAdapter {
  readonly provider = 'postgres' as const;
  readonly adapterName = '@prisma/adapter-pg';

  private fail(): never {
    throw adapterError(
      'No datasource URL was given to the schema engine: set `datasource.url` in prisma.config.ts.',
    );
  }

  async queryRaw(): Promise<SqlResultSet> {
    return this.fail();
  }

  async executeRaw(): Promise<number> {
    return this.fail();
  }

  async executeScript(): Promise<void> {
    return this.fail();
  }

  async startTransaction(): Promise<Transaction> {
    return this.fail();
  }

  getConnectionInfo(): ConnectionInfo {
    return { supportsRelationJoins: true };
  }

  async dispose(): Promise<void> {}
}

/**
 * An error the engine can report with its message: plain JS errors only reach it as an
 * opaque "GenericJs" id, driver errors of kind `postgres` keep their text and SQLSTATE.
 */
export function adapterError(message: string, sqlState = 'XX000'): DriverAdapterError {
  return new DriverAdapterError({
    kind: 'postgres',
    code: sqlState,
    severity: 'ERROR',
    message,
    detail: undefined,
    column: undefined,
    hint: undefined,
  });
}
