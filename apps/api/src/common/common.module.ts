import { Global, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ApiKeyGuard } from './auth/api-key.guard';
import { CustomPropertiesService } from './custom-properties/custom-properties.service';
import { ListQueryService } from './lists/list-query.service';
import { PageInterceptor } from './lists/page.interceptor';
import { NumberingService } from './numbering/numbering.service';
import { createValidationPipe } from './validation/validation.pipe';

/** What every feature uses: authentication, validation, list paging, custom properties, numbering. */
@Global()
@Module({
  providers: [
    { provide: APP_GUARD, useClass: ApiKeyGuard },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_INTERCEPTOR, useClass: PageInterceptor },
    ListQueryService,
    CustomPropertiesService,
    NumberingService,
  ],
  exports: [ListQueryService, CustomPropertiesService, NumberingService],
})
export class CommonModule {}
