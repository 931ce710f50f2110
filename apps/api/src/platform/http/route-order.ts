import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';

interface RegisteredRoute {
  name: string;
  method: unknown;
  segments: string[];
}

const BARE_PARAM = /^:[A-Za-z0-9_]+$/;

/** Whether a request for `later`'s path would already be taken by `earlier`'s. */
function takes(earlier: RegisteredRoute, later: RegisteredRoute): boolean {
  if (earlier.method !== later.method || earlier.segments.length !== later.segments.length)
    return false;
  const same = earlier.segments.every((segment, index) => segment === later.segments[index]);
  return (
    !same &&
    earlier.segments.every(
      (segment, index) => segment === later.segments[index] || BARE_PARAM.test(segment),
    )
  );
}

/**
 * Nest registers a controller's routes in the order of its handlers and express answers with
 * the first that matches, so `GET :id` declared before `GET :id.pdf` or `GET locked` takes
 * their requests (and IdPipe answers 404). Throws, naming both, when `handlers` are in such an
 * order; a declaration mistake should stop the start, not lose a route.
 */
export function assertRouteOrder(prototype: object, handlers: readonly string[]): void {
  const routes: RegisteredRoute[] = handlers.map((name) => {
    const handler = (prototype as Record<string, object>)[name];
    const path = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '/');
    const segments = path.replace(/^\/+|\/+$/g, '').split('/');
    return { name, method: Reflect.getMetadata(METHOD_METADATA, handler), segments };
  });
  routes.forEach((later, index) => {
    const earlier = routes.slice(0, index).find((route) => takes(route, later));
    if (earlier)
      throw new Error(
        `Route ${later.name} (${later.segments.join('/')}) must come before ` +
          `${earlier.name} (${earlier.segments.join('/')}), which would take its requests`,
      );
  });
}
