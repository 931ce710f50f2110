import {
  parseBoolean,
  parseDate,
  parseIdList,
  parseInteger,
  parseIntegerList,
  parseOneOf,
  parseSomeOf,
  parseSort,
  parseTextList,
  parseTimestamp,
  QueryProblem,
  queryText,
} from './query-values';

const problem = (message: string) => new QueryProblem(message);

describe('query values', () => {
  it('take the first of a repeated parameter, trimmed; blank or no text is absent', () => {
    expect(queryText([' a ', 'b'])).toBe('a');
    expect(queryText('  ')).toBeUndefined();
    expect(queryText({ nested: 'x' })).toBeUndefined();
  });

  it('read whole numbers within PostgreSQL integer range or narrower bounds', () => {
    expect(parseInteger('-12')).toBe(-12);
    expect(parseInteger('1.5')).toEqual(problem('must be a whole number'));
    expect(parseInteger('2147483648')).toEqual(problem('must be at most 2147483647'));
    expect(parseInteger('0', { min: 1 })).toEqual(problem('must be at least 1'));
  });

  it('read comma-separated lists, dropping blanks', () => {
    expect(parseTextList(' a,, b ,')).toEqual(['a', 'b']);
    expect(parseIdList('1, ,2')).toEqual([1, 2]);
    expect(parseIdList('1,x')).toEqual(problem('must be a comma-separated list of whole numbers'));
    expect(parseIntegerList('2024, ,2025', { min: 1900 })).toEqual([2024, 2025]);
    expect(parseIntegerList('2024,1', { min: 1900 })).toEqual(
      problem('each value must be at least 1900'),
    );
    expect(parseSomeOf(' , ', ['a', 'b'])).toBeUndefined();
    expect(parseSomeOf('a,b', ['a', 'b'])).toEqual(['a', 'b']);
    expect(parseSomeOf('a,c', ['a', 'b'])).toEqual(problem('must be one or more of a, b'));
  });

  it('read booleans, dates, timestamps and enums', () => {
    expect([parseBoolean('1'), parseBoolean('false')]).toEqual([true, false]);
    expect(parseBoolean('yes')).toEqual(problem('must be true or false'));
    expect(parseDate('2026-02-29')).toEqual(problem('must be a date (YYYY-MM-DD)'));
    expect(parseTimestamp('2026-01-01T10:00+01:00')).toEqual(new Date('2026-01-01T09:00Z'));
    expect(parseTimestamp('yesterday')).toEqual(problem('must be an ISO 8601 timestamp'));
    expect(parseOneOf('b', ['a', 'b'])).toBe('b');
    expect(parseOneOf('c', ['a', 'b'])).toEqual(problem('must be one of a, b'));
  });

  it('read `<field> [asc|desc]` into a whitelisted column', () => {
    const sortable = { date: 'date', work_email: 'email' };
    expect(parseSort('work_email DESC', sortable)).toEqual({ column: 'email', direction: 'DESC' });
    expect(parseSort('date', sortable)).toEqual({ column: 'date', direction: 'ASC' });
    for (const text of ['constructor', 'date up', 'date asc id']) {
      expect(parseSort(text, sortable)).toEqual(
        problem('must be one of date, work_email, optionally followed by asc or desc'),
      );
    }
    expect(parseSort('title', sortable, 'date, title')).toEqual(
      problem('must be one of date, title'),
    );
  });
});
