import { Global, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ApiKeyGuard } from './auth';
import { Clock } from './clock';
import { CustomPropertiesService, CustomPropertyDefinitionsRepository } from './custom-properties';
import {
  IdempotencyInterceptor,
  IdempotencyRepository,
  RateLimitPolicies,
  MemoryRateLimitStore,
  RATE_LIMIT_STORE,
  RateLimiter,
  PostgresRateLimitStore,
} from './http';
import { API_CONFIG } from './config';
import type { ApiConfig } from './config';
import { AccountDbService } from './database';
import { ListQueryService, PageInterceptor } from './lists';
import { NumberingService } from './numbering';
import { UnstorableInputInterceptor, createValidationPipe } from './request-validation';
/**
 * What every feature uses: authentication, validation, list paging, custom properties, numbering,
 * the clock, idempotent POSTs and the rate limiter (wired into express by bootstrap).
 */
@Global()
@Module({
  providers: [
    { provide: APP_GUARD, useClass: ApiKeyGuard },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    // First interceptor, so it stores what the client finally receives.
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
    // After idempotency, so a refused body is answered like any other 422 (and stored).
    { provide: APP_INTERCEPTOR, useClass: UnstorableInputInterceptor },
    { provide: APP_INTERCEPTOR, useClass: PageInterceptor },
    ListQueryService,
    CustomPropertiesService,
    CustomPropertyDefinitionsRepository,
    NumberingService,
    Clock,
    IdempotencyRepository,
    RateLimitPolicies,
    RateLimiter,
    {
      provide: RATE_LIMIT_STORE,
      inject: [API_CONFIG, AccountDbService],
      useFactory: (config: ApiConfig, db: AccountDbService) =>
        config.rateLimitStore === 'postgres'
          ? new PostgresRateLimitStore(db.raw)
          : new MemoryRateLimitStore(),
    },
  ],
  // The rate-limit store also counts failed logins (organisation/session).
  exports: [ListQueryService, CustomPropertiesService, NumberingService, Clock, RATE_LIMIT_STORE],
})
export class PlatformModule {}
