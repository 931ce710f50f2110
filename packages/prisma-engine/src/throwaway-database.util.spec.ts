import {
  databaseNameOf,
  databaseUrlWithName,
  quoteIdentifier,
  uniqueDatabaseName,
} from './throwaway-database.util';

describe('throwaway database names and URLs', () => {
  it('makes unique, lower-case names within the 63-byte identifier limit', () => {
    const a = uniqueDatabaseName('My-Tests');
    const b = uniqueDatabaseName('My-Tests');
    expect(a).toMatch(/^my_tests_[a-z0-9]+_[0-9a-f]{10}$/);
    expect(a).not.toBe(b);
    expect(uniqueDatabaseName('x'.repeat(100)).length).toBeLessThanOrEqual(63);
  });

  it('points a URL at another database, keeping credentials and parameters', () => {
    expect(databaseUrlWithName('postgresql://u:p@h:1/old?schema=s&sslmode=disable', 'new_db')).toBe(
      'postgresql://u:p@h:1/new_db?schema=s&sslmode=disable',
    );
    expect(databaseUrlWithName('postgresql://u@h', 'x')).toBe('postgresql://u@h/x');
  });

  it('reads the database name of a URL', () => {
    expect(databaseNameOf('postgresql://u@h:5432/db?schema=s')).toBe('db');
    expect(databaseNameOf('postgresql://u@h:5432')).toBeUndefined();
  });

  it('quotes identifiers', () => {
    expect(quoteIdentifier('a"b')).toBe('"a""b"');
  });
});
