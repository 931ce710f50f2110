import { describeConnectionError, urlParts } from './connection-error.mapper';

const url = 'postgresql://alice:secret@db.example:6543/shop?schema=app';

describe('urlParts', () => {
  it('reads host, port, user and database, with libpq defaults', () => {
    expect(urlParts(url)).toEqual({
      host: 'db.example',
      port: '6543',
      user: 'alice',
      database: 'shop',
    });
    expect(urlParts('postgresql://h')).toEqual({
      host: 'h',
      port: '5432',
      user: 'postgres',
      database: 'postgres',
    });
  });
});

describe('describeConnectionError', () => {
  const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

  it('maps a missing database to P1003, which makes `migrate dev` create it', () => {
    expect(describeConnectionError(pgError('3D000'), url)).toEqual({
      errorCode: 'P1003',
      message: 'Database `shop` does not exist on the database server at `db.example:6543`.',
    });
  });

  it.each([
    ['28P01', 'P1000'],
    ['28000', 'P1000'],
    ['42501', 'P1010'],
    ['42P04', 'P1009'],
    ['ETIMEDOUT', 'P1002'],
    ['ECONNREFUSED', 'P1001'],
    ['ENOTFOUND', 'P1001'],
  ])('maps %s to %s', (code, errorCode) => {
    expect(describeConnectionError(pgError(code), url).errorCode).toBe(errorCode);
  });

  it('passes unknown errors through without a code', () => {
    expect(describeConnectionError(new Error('odd'), url)).toEqual({ message: 'odd' });
    expect(describeConnectionError(pgError('3D000'), 'not a url').message).toContain('`?`');
  });
});
