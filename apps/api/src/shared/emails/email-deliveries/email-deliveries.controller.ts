import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../../../platform/auth/account-context';
import { CurrentAccount } from '../../../platform/auth/current-account.decorator';
import { IdPipe } from '../../../platform/http/id.pipe';
import type { Page } from '../../../platform/lists/page';
import { EmailDeliveryResponse } from '../dto/email-delivery.response';
import { EmailDeliveriesService } from './email-deliveries.service';
import { ListQueryParam } from '../../../platform/lists/list-query.decorator';
import { ListEmailDeliveriesQuery } from './dto/list-email-deliveries.query';

/** Extension: the e-mails send_email queued, and a way to send an unlucky one again. */
@ApiTags('E-mail deliveries')
@Controller('email_deliveries')
export class EmailDeliveriesController {
  constructor(private readonly deliveries: EmailDeliveriesService) {}

  @Get()
  @ApiOkResponse({ type: EmailDeliveryResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListEmailDeliveriesQuery,
  ): Promise<Page<EmailDeliveryResponse>> {
    return this.deliveries.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: EmailDeliveryResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<EmailDeliveryResponse> {
    return this.deliveries.get(account, id);
  }

  @Post(':id/resend')
  @HttpCode(200)
  @ApiOkResponse({
    type: EmailDeliveryResponse,
    description:
      'Queued again (status queued) with the same Message-ID; only uncertain and failed ' +
      'deliveries can be resent (422 otherwise)',
  })
  resend(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<EmailDeliveryResponse> {
    return this.deliveries.resend(account, id);
  }
}
