import 'reflect-metadata';
import { type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { bodyParserErrorHandler } from './common/errors/body-parser-error';
import type { ApiConfig } from './config/api-config';

export interface CreateAppOptions {
  logger?: LoggerService | false;
}

/**
 * Builds the API exactly as production runs it; `main` and the e2e tests both call this, so
 * the tests exercise the real middleware, filters and routes.
 */
export async function createApp(
  config: ApiConfig,
  options: CreateAppOptions = {},
): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), {
    bodyParser: false,
    logger: options.logger ?? undefined,
    abortOnError: false,
  });
  app.useBodyParser('json', { limit: config.bodyLimitBytes });
  app.use(bodyParserErrorHandler);
  app.setGlobalPrefix('api/v1');
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  app.getHttpAdapter().getInstance().disable('x-powered-by');
  return app;
}
