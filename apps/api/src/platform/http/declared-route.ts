import { Body, Param, type PipeTransform, Query, type Type, UploadedFiles } from '@nestjs/common';
import { CurrentAccount } from '../auth';
import type { AccountContext } from '../auth';
import { ListQueryParam } from '../lists';
import { IdPipe } from './id.pipe';

/**
 * One parameter of a declared handler: the decorator that fills it and the class Nest's pipes
 * and the OpenAPI explorer read (`Object` for a value that is not validated, as TypeScript
 * records a type-only import). `T` is the value the handler gets; it exists only for typing.
 */
export interface RouteParam<T> {
  readonly decorator: () => ParameterDecorator;
  readonly type: unknown;
  readonly value?: T;
}

/** `@CurrentAccount() account: AccountContext`. */
export const accountParam = (): RouteParam<AccountContext> => ({
  decorator: () => CurrentAccount(),
  type: Object,
});

/** `@Param(name, IdPipe) id: number` (a parent's or the record's ID; unknown ones are 404). */
export const idParam = (
  name = 'id',
  pipe: Type<PipeTransform<string, number>> = IdPipe,
): RouteParam<number> => ({
  decorator: () => Param(name, pipe),
  type: Number,
});

/** `@Body() input: T`, validated as `type`. */
export const bodyParam = <T>(type: Type<T>): RouteParam<T> => ({
  decorator: () => Body(),
  type,
});

/** `@Query() query: T`, validated as `type`. */
export const queryParam = <T>(type: Type<T>): RouteParam<T> => ({
  decorator: () => Query(),
  type,
});

/** `@ListQueryParam() query: T`: a list's typed query (see ListQueryParam). */
export const listQueryParam = <T>(type: Type<T>): RouteParam<T> => ({
  decorator: () => ListQueryParam(type),
  type,
});

/** `@UploadedFiles(pipe) file: T`: what `pipe` makes of a multipart request's files. */
export const filesParam = <T>(pipe: Type<PipeTransform<unknown, T>>): RouteParam<T> => ({
  decorator: () => UploadedFiles(pipe),
  type: Object,
});

/** The values a handler with the parameters `P` is called with. */
export type ParamValues<P extends readonly RouteParam<unknown>[]> = {
  -readonly [K in keyof P]: P[K] extends RouteParam<infer T> ? T : never;
};

/**
 * What a route looks like from outside: the decorators above its handler (top first, as they
 * would be written), its parameters, and how the use case's result becomes the answer (a
 * stored PDF becomes a file); without `answer` the result is the answer.
 */
export interface RouteShape<P extends readonly RouteParam<unknown>[], Result = unknown> {
  readonly decorators: readonly MethodDecorator[];
  readonly params: P;
  readonly answer?: (result: Result) => unknown;
}

/** A route's use case: the injected services `S` and the handler's parameters in. */
export type RouteHandle<S, P extends readonly RouteParam<unknown>[], Result> = (
  services: S,
  ...args: ParamValues<P>
) => Promise<Result>;

/** The methods of `T` that can be called with the arguments `A` and answer `Result`. */
type MethodsTaking<T, A extends readonly unknown[], Result> = {
  [M in keyof T & string]: T[M] extends (...args: infer X) => Promise<Result>
    ? A extends X
      ? M
      : never
    : never;
}[keyof T & string];

/**
 * A use case named by its service and method, `'offers.get'`: the method is called with the
 * handler's parameters as they are, so it must take those (a method taking fewer is refused).
 */
export type ServiceMethod<S, A extends readonly unknown[], Result> = {
  [K in keyof S & string]: `${K}.${MethodsTaking<S[K], A, Result>}`;
}[keyof S & string];

/** A route's use case: a function of the services and parameters, or a service method. */
export type RouteUse<S, P extends readonly RouteParam<unknown>[], Result> =
  RouteHandle<S, P, Result> | ServiceMethod<S, ParamValues<P>, Result>;

/** A route as a controller declares it: its shape and the use case it calls. */
export interface DeclaredRoute<S> {
  readonly shape: RouteShape<readonly RouteParam<unknown>[]>;
  readonly handle: (services: S, ...args: unknown[]) => Promise<unknown>;
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** A shape and its use case as one route; the use case's parameters are typed by the shape. */
export function declareRoute<S, P extends readonly RouteParam<unknown>[], Result>(
  shape: RouteShape<P, Result>,
  use: RouteUse<S, P, Result>,
): DeclaredRoute<S> {
  const handle =
    typeof use === 'string'
      ? (services: S, ...args: unknown[]) => {
          const [name, method] = use.split('.');
          const service = services[name as keyof S] as Record<string, Method>;
          return service[method](...args);
        }
      : use;
  return { shape, handle } as unknown as DeclaredRoute<S>;
}

/**
 * Sets the parameter types Nest's pipes and the OpenAPI explorer read; a parameter typed by a
 * generic compiles to Object, which would pass unvalidated.
 */
export function ParamTypes(...types: unknown[]): MethodDecorator {
  return (target, key) => Reflect.defineMetadata('design:paramtypes', types, target, key);
}

/** What a controller instance that runs declared routes holds: the services they call. */
export interface ServicesHolder<S> {
  readonly services: S;
}

/**
 * Adds the handler `name` to `controller` as if it had been written in the class body: the
 * same design metadata TypeScript emits (the parameter classes; see ParamTypes), then the
 * parameter decorators from the last to the first, then the method decorators from the bottom
 * up, each given the descriptor the previous one returned (`__decorate`'s order, on which the
 * order of the OpenAPI parameters and responses depends).
 */
export function defineRoute<S>(
  controller: Type<ServicesHolder<S>>,
  name: string,
  route: DeclaredRoute<S>,
): void {
  const prototype = controller.prototype as object;
  const { shape, handle } = route;
  const handler = async function (this: ServicesHolder<S>, ...args: unknown[]) {
    const result = await handle(this.services, ...args);
    return shape.answer ? shape.answer(result) : result;
  };
  // Nest and the OpenAPI explorer name operations after the handler function.
  Object.defineProperty(handler, 'name', { value: name });
  Object.defineProperty(prototype, name, { value: handler, writable: true, configurable: true });
  let descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
  Reflect.defineMetadata('design:type', Function, prototype, name);
  ParamTypes(...shape.params.map((param) => param.type))(prototype, name, descriptor);
  Reflect.defineMetadata('design:returntype', Promise, prototype, name);
  for (let index = shape.params.length - 1; index >= 0; index -= 1)
    shape.params[index].decorator()(prototype, name, index);
  for (const decorate of [...shape.decorators].reverse())
    descriptor = (decorate(prototype, name, descriptor) as PropertyDescriptor | void) ?? descriptor;
  Object.defineProperty(prototype, name, descriptor);
}
