// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { bodyParserErrorHandler } from './body-parser-error';
export { DeclaredController, declaredController } from './declared-controller.factory';
export type {
  DeclaredControllerOptions,
  Injectables,
  InstancesOf,
} from './declared-controller.factory';
export { accountParam, bodyParam, filesParam, idParam, queryParam } from './declared-route';
export type {
  DeclaredRoute,
  RouteParam,
  RouteShape,
  RouteUse,
  ServicesHolder,
} from './declared-route';
export { EmptyJsonResponse } from './empty-json-response.decorator';
export { useHttpPlatform } from './http-platform';
export { IdPipe } from './id.pipe';
export { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
export { IdempotencyRepository } from './idempotency/idempotency.repository';
export { jsonBodyParser } from './json-body.parser';
export { appLoggers } from './logging/app-loggers';
export type { LoggingOptions } from './logging/app-loggers';
export { PatchLikePut } from './patch-like-put.decorator';
export { pdfFile } from './pdf-file';
export { PostgresRateLimitStore } from './rate-limit/postgres-rate-limit.store';
export { RateLimitPolicies } from './rate-limit/rate-limit.policies';
export { MemoryRateLimitStore, RATE_LIMIT_STORE } from './rate-limit/rate-limit.store';
export type { RateLimitStore, RateLimitWindow } from './rate-limit/rate-limit.store';
export { RateLimiter, isProbe } from './rate-limit/rate-limiter';
export {
  recordAnsweringRoutes,
  ResourceController,
  serviceRoutes,
} from './resource-controller.factory';
export type { ResourceRoutes } from './resource-controller.factory';
export { looseRoute, routeBuilder } from './route-builder';
export type { RouteBuilder } from './route-builder';
export { deletedRecordShape, emptyAnswer } from './route-shapes';
export type { EmptyAnswer } from './route-shapes';
export { storedFileResponse } from './stored-file';
