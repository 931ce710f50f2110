import type { INestApplication } from '@nestjs/common';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../auth';

/**
 * The operationId of a handler in the document. Passed to @nestjs/swagger explicitly so the
 * public handlers found below are matched by the same rule the document was built with.
 */
export function operationIdFor(controllerKey: string, methodKey: string): string {
  return `${controllerKey}_${methodKey}`;
}

/**
 * operationIds of the handlers marked @Public() (on the method or its controller), read from
 * the same metadata ApiKeyGuard reads, so the document cannot disagree with the guard.
 */
export function findPublicOperationIds(app: INestApplication): Set<string> {
  const reflector = new Reflector();
  const scanner = new MetadataScanner();
  const ids = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const instance = wrapper.instance as object | undefined;
      if (!instance || !wrapper.metatype) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function') continue;
        if (reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, wrapper.metatype])) {
          ids.add(operationIdFor(instance.constructor.name, name));
        }
      }
    }
  }
  return ids;
}

/**
 * Whether an operation belongs to a public handler. @nestjs/swagger appends `[n]` to the method
 * key of a handler with several paths; that suffix is not part of the handler's name.
 */
export function isPublicOperation(publicIds: ReadonlySet<string>, operationId?: string): boolean {
  if (!operationId) return false;
  return publicIds.has(operationId.replace(/\[\d+\]$/, ''));
}
