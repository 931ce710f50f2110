import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../../platform/auth/account-context';
import { CurrentAccount } from '../../platform/auth/current-account.decorator';
import { IdPipe } from '../../platform/http/id.pipe';
import { ListQueryParam } from '../../platform/lists/list-query.decorator';
import type { Page } from '../../platform/lists/page';
import { ListWebHookDeliveriesQuery } from './dto/list-web-hook-deliveries.query';
import { WebHookDeliveryResponse } from './dto/web-hook-delivery.response';
import { DeliveryIdPipe } from './delivery-id.pipe';
import { WebHookDeliveriesService } from './web-hook-deliveries.service';

/** Extension: the deliveries of a web hook, each with its attempts, and sending one again. */
@ApiTags('Web hooks')
@Controller('account/web_hooks/:id/deliveries')
export class WebHookDeliveriesController {
  constructor(private readonly deliveries: WebHookDeliveriesService) {}

  @Get()
  @ApiOperation({
    summary: "The hook's deliveries, newest first (extension)",
    description:
      'One delivery per change the hook was told about, with its last 20 attempts (newest ' +
      'first). The payload is not shown (it can be large): it is the record as GET returned it ' +
      'when it changed, or `{"id": N}` (plus custom_properties) for a delete.',
  })
  @ApiOkResponse({ type: WebHookDeliveryResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) hookId: number,
    @ListQueryParam() query: ListWebHookDeliveriesQuery,
  ): Promise<Page<WebHookDeliveryResponse>> {
    return this.deliveries.list(account, hookId, query);
  }

  @Post(':delivery_id/redeliver')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sends a delivery again (extension)',
    description:
      'Back to pending, due now, with a fresh retry schedule; the same payload and the same ' +
      '`webhook-id`, so receivers that had it can drop it. Later pending deliveries of the same ' +
      'record wait for it (each record in the order of its changes). 422 while the hook is ' +
      'disabled or the payload is not rendered yet.',
  })
  @ApiOkResponse({ type: WebHookDeliveryResponse, description: 'The delivery, pending again' })
  redeliver(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) hookId: number,
    @Param('delivery_id', DeliveryIdPipe) deliveryId: number,
  ): Promise<WebHookDeliveryResponse> {
    return this.deliveries.redeliver(account, hookId, deliveryId);
  }
}
