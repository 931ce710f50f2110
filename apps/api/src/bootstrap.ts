import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { APPROVAL_PAGE_ROUTES } from './sales/offers';
import { PROJECT_REPORT_PAGE_ROUTES } from './projects-and-time/projects';
import { AllExceptionsFilter } from './platform/errors';
import {
  bodyParserErrorHandler,
  useHttpPlatform,
  jsonBodyParser,
  appLoggers,
  type LoggingOptions,
} from './platform/http';
import type { ApiConfig } from './platform/config';
import { setupOpenApi } from './platform/openapi';

/**
 * `logger: false` (the tests) keeps Nest and the JSON log quiet; see LoggingOptions.
 * `signals: false` (main): the caller handles SIGTERM itself (graceful-shutdown.ts).
 */
export type CreateAppOptions = LoggingOptions & { signals?: boolean };

/**
 * Builds the API exactly as production runs it; `main` and the e2e tests both call this, so
 * the tests exercise the real middleware, filters and routes.
 */
export async function createApp(
  config: ApiConfig,
  options: CreateAppOptions = {},
): Promise<INestApplication> {
  const loggers = appLoggers(config.logLevel, options);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), {
    // Our own JSON parser (jsonBodyParser): raw bytes kept, nesting checked before parsing.
    bodyParser: false,
    logger: loggers.nest,
    abortOnError: false,
  });
  useHttpPlatform(app, loggers.json);
  app.use(jsonBodyParser(config.bodyLimitBytes));
  app.use(bodyParserErrorHandler);
  app.setGlobalPrefix('api/v1', {
    exclude: [...APPROVAL_PAGE_ROUTES, ...PROJECT_REPORT_PAGE_ROUTES],
  });
  app.useGlobalFilters(new AllExceptionsFilter(loggers.json));
  if (options.signals !== false) app.enableShutdownHooks();
  app.getHttpAdapter().getInstance().disable('x-powered-by');
  setupOpenApi(app);
  return app;
}
