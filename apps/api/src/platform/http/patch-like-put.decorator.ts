import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';

/** Name of the PATCH handler made for the PUT handler `name`. */
export function patchTwinName(name: string): string {
  return `${name}ByPatch`;
}

// TypeScript's emitted parameter and return types, read by the ValidationPipe (the DTO class)
// and by the OpenAPI explorer; they are stored per method name on the prototype.
const DESIGN_KEYS = ['design:paramtypes', 'design:returntype', 'design:type'];

/**
 * Answers `PATCH` wherever the controller answers `PUT`, with the same body, validation, status
 * and answer (docs/reference/conventions.md: the reference accepts both, and our updates are partial anyway).
 * For every PUT handler it adds a second handler that calls the first and carries a copy of its
 * route, parameter, status-code and OpenAPI metadata with the method set to PATCH, so Nest routes
 * it and the OpenAPI document lists it like any other operation.
 */
export function PatchLikePut(): ClassDecorator {
  return (target) => {
    const prototype = target.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.PUT) continue;
      const twinName = patchTwinName(name);
      const twin = function (this: unknown, ...args: unknown[]): unknown {
        return (handler as (...a: unknown[]) => unknown).apply(this, args);
      };
      Object.defineProperty(twin, 'name', { value: twinName });
      for (const key of Reflect.getMetadataKeys(handler) as unknown[]) {
        Reflect.defineMetadata(key, Reflect.getMetadata(key, handler), twin);
      }
      Reflect.defineMetadata(METHOD_METADATA, RequestMethod.PATCH, twin);
      Object.defineProperty(prototype, twinName, {
        value: twin,
        writable: true,
        configurable: true,
        enumerable: false,
      });
      const routeArgs: unknown = Reflect.getMetadata(ROUTE_ARGS_METADATA, target, name);
      if (routeArgs) Reflect.defineMetadata(ROUTE_ARGS_METADATA, routeArgs, target, twinName);
      for (const key of DESIGN_KEYS) {
        const value: unknown = Reflect.getMetadata(key, prototype, name);
        if (value !== undefined) Reflect.defineMetadata(key, value, prototype, twinName);
      }
    }
  };
}
