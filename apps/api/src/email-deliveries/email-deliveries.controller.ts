import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ApiListQuery } from '../common/openapi/api-list-query.decorator';
import {
  EMAIL_DELIVERY_STATUSES,
  EMAIL_DOCUMENT_TYPES,
  EmailDeliveryResponse,
} from '../emails/dto/email-delivery.response';
import { EMAIL_DELIVERY_SORT_FIELDS, EmailDeliveriesService } from './email-deliveries.service';

/** Extension: the e-mails send_email queued, and a way to send an unlucky one again. */
@ApiTags('E-mail deliveries')
@Controller('email_deliveries')
export class EmailDeliveriesController {
  constructor(private readonly deliveries: EmailDeliveriesService) {}

  @Get()
  @ApiListQuery(Object.keys(EMAIL_DELIVERY_SORT_FIELDS))
  @ApiQuery({
    name: 'status',
    required: false,
    description: `Comma-separated, any of ${EMAIL_DELIVERY_STATUSES.join(', ')}; e.g. \`uncertain,failed\` for those waiting for an operator`,
    schema: { type: 'string' },
  })
  @ApiQuery({
    name: 'document_type',
    required: false,
    schema: { type: 'string', enum: [...EMAIL_DOCUMENT_TYPES] },
  })
  @ApiQuery({
    name: 'document_id',
    required: false,
    description: 'Comma-separated document IDs (with document_type)',
    schema: { type: 'string' },
  })
  @ApiOkResponse({ type: EmailDeliveryResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
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
