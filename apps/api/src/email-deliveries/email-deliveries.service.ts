import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { readListParams } from '../common/lists/list-params';
import { Page } from '../common/lists/page';
import { QueryReader } from '../common/lists/query-reader';
import type { EmailDeliveryResponse } from '../emails/dto/email-delivery.response';
import { EmailDeliveriesRepository } from '../emails/email-deliveries.repository';
import { toEmailDeliveryResponse } from '../emails/email-delivery.mapper';

/** API fields that sort_by accepts, and their columns. */
export const EMAIL_DELIVERY_SORT_FIELDS = {
  id: 'id',
  status: 'status',
  created_at: 'created_at',
  updated_at: 'updated_at',
  sent_at: 'sent_at',
} as const;

/** The e-mails of an account: find the uncertain and failed ones, and send them again. */
@Injectable()
export class EmailDeliveriesService {
  constructor(private readonly deliveries: EmailDeliveriesRepository) {}

  async list(
    account: AccountContext,
    query: Record<string, unknown>,
  ): Promise<Page<EmailDeliveryResponse>> {
    const reader = new QueryReader(query);
    const params = readListParams(reader, EMAIL_DELIVERY_SORT_FIELDS);
    const { rows, total } = await this.deliveries.list(account.accountId, params, reader);
    return new Page(rows.map(toEmailDeliveryResponse), total, params.page, params.perPage);
  }

  async get(account: AccountContext, id: number): Promise<EmailDeliveryResponse> {
    const row = await this.deliveries.find(account.accountId, id);
    if (!row) throw DomainError.notFound();
    return toEmailDeliveryResponse(row);
  }

  /** Queues an uncertain or failed delivery again, same Message-ID; 422 for other statuses. */
  async resend(account: AccountContext, id: number): Promise<EmailDeliveryResponse> {
    const row = await this.deliveries.resend(account.accountId, id);
    if (!row) throw DomainError.notFound();
    return toEmailDeliveryResponse(row);
  }
}
