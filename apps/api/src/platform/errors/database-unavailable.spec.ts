import { isDatabaseUnavailable } from './database-unavailable';

/** The shape Prisma 7 gives an error of the pg driver adapter (seen in the e2e tests). */
const prismaError = (code: string, cause: Record<string, unknown>) =>
  Object.assign(new Error('Invalid invocation'), {
    code,
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
  });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['P1001 (cannot reach the server)', prismaError('P1001', { kind: 'DatabaseNotReachable' })],
    ['a raw query that cannot reach it', prismaError('P2010', { kind: 'DatabaseNotReachable' })],
    ['a closed connection', prismaError('P2010', { kind: 'ConnectionClosed' })],
    ['the database is gone', prismaError('P1003', { kind: 'DatabaseDoesNotExist' })],
    ['too many connections', prismaError('P2010', { kind: 'TooManyConnections' })],
    [
      '57P03 shutting down',
      prismaError('P2010', { kind: 'postgres', code: '57P03', originalCode: '57P03' }),
    ],
    [
      '57P01 admin shutdown',
      prismaError('P2010', { kind: 'postgres', code: '57P01', originalCode: '57P01' }),
    ],
    ['a pool timeout', Object.assign(new Error('Timed out fetching'), { code: 'P2024' })],
    ['pg: 57P01', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['pg: class 08', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'a refused socket',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['pg without a code', new Error('Connection terminated unexpectedly')],
    [
      'a wrapped cause',
      new Error('outer', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', prismaError('P2002', { kind: 'UniqueConstraintViolation' })],
    ['a missing table', prismaError('P2021', { kind: 'TableDoesNotExist' })],
    [
      'an invalid byte sequence',
      prismaError('P2010', { kind: 'postgres', code: '22021', originalCode: '22021' }),
    ],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'length')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('leaves %s to the other mappings', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
