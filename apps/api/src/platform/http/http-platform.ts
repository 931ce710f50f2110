import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';
import { requestLogMiddleware } from './logging/request-log.middleware';
import { RateLimiter } from './rate-limit/rate-limiter';
import { requestIdMiddleware } from './request-id.middleware';

/**
 * The express middlewares that run before the body parser, in this order: the request id
 * first (everything after may fail and must carry it), the request log, then the rate limit.
 */
export function useHttpPlatform(app: INestApplication, logger: Logger): void {
  app.use(requestIdMiddleware);
  app.use(requestLogMiddleware(logger));
  app.use(app.get(RateLimiter).middleware);
}
