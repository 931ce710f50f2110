import { Global, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ApiKeyGuard } from './auth/api-key.guard';
import { CustomPropertiesService } from './custom-properties/custom-properties.service';
import { CustomPropertyDefinitionsRepository } from './custom-properties/custom-property-definitions.repository';
import { IdempotencyInterceptor } from './http/idempotency/idempotency.interceptor';
import { IdempotencyRepository } from './http/idempotency/idempotency.repository';
import { RateLimitPolicies } from './http/rate-limit/rate-limit.policies';
import { MemoryRateLimitStore, RATE_LIMIT_STORE } from './http/rate-limit/rate-limit.store';
import { RateLimiter } from './http/rate-limit/rate-limiter';
import { PostgresRateLimitStore } from './http/rate-limit/postgres-rate-limit.store';
import { API_CONFIG } from './config/api-config.token';
import type { ApiConfig } from './config/api-config';
import { AccountDbService } from './database/account-db.service';
import { ListQueryService } from './lists/list-query.service';
import { PageInterceptor } from './lists/page.interceptor';
import { NumberingService } from './numbering/numbering.service';
import { UnstorableInputInterceptor } from './request-validation/unstorable-input.interceptor';
import { createValidationPipe } from './request-validation/validation.pipe';

/**
 * What every feature uses: authentication, validation, list paging, custom properties, numbering,
 * idempotent POSTs and the rate limiter (wired into express by bootstrap).
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
  exports: [ListQueryService, CustomPropertiesService, NumberingService],
})
export class PlatformModule {}
