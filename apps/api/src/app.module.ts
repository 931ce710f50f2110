import { type DynamicModule, Module } from '@nestjs/common';
import { resolvePublicUrl } from '@faktura/documents';
import { API_CONFIG, PUBLIC_URL } from './platform/config';
import type { ApiConfig } from './platform/config';
import { DatabaseModule } from './platform/database';
import { DomainEventsModule } from './platform/events';
import { PlatformModule } from './platform/platform.module';
import { EVENT_SUBSCRIBERS } from './event-subscribers';
import { FEATURE_MODULES } from './features';

@Module({})
export class AppModule {
  /**
   * The application for one configuration; the config is injectable as API_CONFIG, the public
   * base URL as PUBLIC_URL.
   */
  static forConfig(config: ApiConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule,
        PlatformModule,
        DomainEventsModule.forRoot(EVENT_SUBSCRIBERS),
        ...FEATURE_MODULES,
      ],
      providers: [
        { provide: API_CONFIG, useValue: config },
        { provide: PUBLIC_URL, useValue: resolvePublicUrl(config.publicUrl, config.port) },
      ],
      exports: [API_CONFIG, PUBLIC_URL],
    };
  }
}
