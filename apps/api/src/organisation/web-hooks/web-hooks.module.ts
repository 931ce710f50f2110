import { Module } from '@nestjs/common';
import { WebHookDeliveriesController } from './web-hook-deliveries.controller';
import { WebHookDeliveriesRepository } from './web-hook-deliveries.repository';
import { WebHookDeliveriesService } from './web-hook-deliveries.service';
import { WebHooksController } from './web-hooks.controller';
import { WebHooksRepository } from './web-hooks.repository';
import { WebHooksService } from './web-hooks.service';

/** `/account/web_hooks`: managing web hooks and looking into their deliveries. */
@Module({
  controllers: [WebHooksController, WebHookDeliveriesController],
  providers: [
    WebHooksService,
    WebHooksRepository,
    WebHookDeliveriesService,
    WebHookDeliveriesRepository,
  ],
})
export class WebHooksModule {}
