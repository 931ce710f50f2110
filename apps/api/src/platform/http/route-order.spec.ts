import 'reflect-metadata';
import { Get, Post } from '@nestjs/common';
import { assertRouteOrder } from './route-order';

/** A prototype with handlers for `routes` (method and path each), in that order. */
function handlers(...routes: [typeof Get, string][]): [object, string[]] {
  const prototype: Record<string, unknown> = {};
  const names = routes.map(([method, path], index) => {
    const name = `route${index}`;
    prototype[name] = function handler() {};
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
    method(path)(prototype, name, descriptor);
    return name;
  });
  return [prototype, names];
}

describe('assertRouteOrder', () => {
  it('refuses a route that an earlier :id of the same method would take', () => {
    expect(() => assertRouteOrder(...handlers([Get, ':id'], [Get, ':id.pdf']))).toThrow(
      /route1 \(:id\.pdf\) must come before route0 \(:id\)/,
    );
    expect(() => assertRouteOrder(...handlers([Get, ':id'], [Get, 'locked']))).toThrow(
      /route1 \(locked\) must come before/,
    );
  });

  it('accepts the specific route first, other methods and other depths', () => {
    expect(() => assertRouteOrder(...handlers([Get, 'locked'], [Get, ':id']))).not.toThrow();
    expect(() => assertRouteOrder(...handlers([Get, ':id'], [Post, 'import']))).not.toThrow();
    expect(() => assertRouteOrder(...handlers([Get, ':id'], [Get, ':id/timesheet']))).not.toThrow();
    expect(() => assertRouteOrder(...handlers([Get, ''], [Get, 'locked']))).not.toThrow();
  });
});
