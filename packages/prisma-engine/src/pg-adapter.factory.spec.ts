import { pgConfigFor, sameDatabase, schemaOf } from './pg-adapter.factory';

describe('pgConfigFor', () => {
  it('leaves URLs without ?schema= alone', () => {
    expect(pgConfigFor('postgresql://u@h/db')).toEqual({ connectionString: 'postgresql://u@h/db' });
  });

  it('sets the search_path to the ?schema= of the URL', () => {
    expect(pgConfigFor('postgresql://u@h/db?schema=app')).toEqual({
      connectionString: 'postgresql://u@h/db?schema=app',
      options: '-c search_path="app"',
    });
  });

  it('merges the options of the URL and escapes spaces for libpq', () => {
    const url = 'postgresql://u@h/db?schema=my%20app&options=-c%20statement_timeout%3D0';
    expect(pgConfigFor(url)).toEqual({
      connectionString: 'postgresql://u@h/db?schema=my+app',
      options: '-c statement_timeout=0 -c search_path="my\\ app"',
    });
  });
});

describe('schemaOf and sameDatabase', () => {
  it('defaults the schema to public', () => {
    expect(schemaOf('postgresql://u@h/db')).toBe('public');
    expect(schemaOf('postgresql://u@h/db?schema=app')).toBe('app');
  });

  it('compares host, port and database name only', () => {
    expect(sameDatabase('postgresql://a@h:5432/db', 'postgresql://b:pw@h/db?schema=x')).toBe(true);
    expect(sameDatabase('postgresql://a@h/db', 'postgresql://a@h/db_shadow')).toBe(false);
    expect(sameDatabase('postgresql://a@h/db', 'postgresql://a@other/db')).toBe(false);
  });
});
