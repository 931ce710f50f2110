import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { Page } from '../../../platform/lists';
import type { EmailDeliveryResponse } from '../dto/email-delivery.response';
import { EmailDeliveriesRepository } from '../email-deliveries.repository';
import { toEmailDeliveryResponse } from '../email-delivery.mapper';
import type { ListEmailDeliveriesQuery } from './dto/list-email-deliveries.query';

/** The e-mails of an account: find the uncertain and failed ones, and send them again. */
@Injectable()
export class EmailDeliveriesService {
  constructor(private readonly deliveries: EmailDeliveriesRepository) {}

  async list(
    account: AccountContext,
    query: ListEmailDeliveriesQuery,
  ): Promise<Page<EmailDeliveryResponse>> {
    return Page.of(
      await this.deliveries.list(account.accountId, query),
      toEmailDeliveryResponse,
      query,
    );
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
