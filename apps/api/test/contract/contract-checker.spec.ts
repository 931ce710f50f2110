import type { Response } from 'supertest';
import { ContractChecker, type ContractGroup, schemaProblems } from './contract-checker';
import {
  EMPTY_BODY,
  int,
  listOf,
  nullable,
  record,
  recordWithExtensions,
  str,
} from './schema-builders';

const thing = record({ id: int, name: str, note: nullable(str) });

/** Just what the checker reads of a supertest response. */
const response = (status: number, body: unknown, contentType = 'application/json') =>
  ({
    status,
    body,
    text: body === undefined ? '' : JSON.stringify(body),
    headers: contentType ? { 'content-type': contentType } : {},
  }) as unknown as Response;

describe('contract schemas', () => {
  it('accept exactly the documented fields with their types', () => {
    expect(schemaProblems(thing, { id: 1, name: 'A', note: null })).toEqual([]);
  });

  it('name a missing field, an extra field and a wrong type', () => {
    expect(schemaProblems(thing, { id: 1, note: null })).toEqual([
      '(body) must have required property \'name\' "name"',
    ]);
    expect(schemaProblems(thing, { id: 1, name: 'A', note: null, extra: 1 })).toEqual([
      '(body) must NOT have additional properties "extra"',
    ]);
    expect(schemaProblems(thing, { id: '1', name: 'A', note: null })).toEqual([
      '/id must be integer',
    ]);
  });

  it('keep extensions apart from reference fields and refuse a field in both', () => {
    const extended = recordWithExtensions({ id: int }, { created_on: str });
    expect(schemaProblems(extended, { id: 1, created_on: '2026-01-01' })).toEqual([]);
    expect(() => recordWithExtensions({ id: int }, { id: str })).toThrow(/repeat/);
  });
});

describe('ContractChecker', () => {
  const group: ContractGroup = {
    'GET /things': { status: 200, body: listOf(thing), paged: true },
    'GET /things/{id}': { status: 200, body: thing },
    'DELETE /things/{id}': { status: 204, body: EMPTY_BODY },
  };

  it('passes a matching answer and remembers the operation', () => {
    const checker = new ContractChecker(group);
    checker.check('GET /things/{id}', response(200, { id: 1, name: 'A', note: 'x' }));
    expect(checker.unchecked()).toEqual(['GET /things', 'DELETE /things/{id}']);
  });

  it('fails on another status, another field set, an empty list or a missing page', () => {
    const checker = new ContractChecker(group);
    expect(() => checker.check('GET /things/{id}', response(201, thing))).toThrow(/status 200/);
    expect(() =>
      checker.check('GET /things/{id}', response(200, { id: 1, name: 'A', note: null, x: 1 })),
    ).toThrow(/additional properties "x"/);
    expect(() => checker.check('GET /things', response(200, []))).toThrow(/empty/);
    expect(() =>
      checker.check('GET /things', response(200, [{ id: 1, name: 'A', note: null }])),
    ).toThrow(/paged=true/);
    expect(() => checker.check('GET /unknown', response(200, {}))).toThrow(/not an operation/);
  });

  it('wants an empty body where the reference answers none', () => {
    const checker = new ContractChecker(group);
    checker.check('DELETE /things/{id}', response(204, undefined, ''));
    expect(() => checker.check('DELETE /things/{id}', response(204, { id: 1 }))).toThrow();
  });
});
