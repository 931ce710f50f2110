import { Injectable } from '@nestjs/common';
import type { AccountContext } from '../../platform/auth';
import { Page } from '../../platform/lists';
import type { AuditEventResponse } from './dto/audit-event.response';
import type { ListAuditEventsQuery } from './dto/list-audit-events.query';
import { AuditEventsRepository } from './audit-events.repository';

/** GET /audit_events: the account's audit trail, read only (rows are appended by events). */
@Injectable()
export class AuditEventsService {
  constructor(private readonly events: AuditEventsRepository) {}

  async list(
    account: AccountContext,
    query: ListAuditEventsQuery,
  ): Promise<Page<AuditEventResponse>> {
    const { rows, total } = await this.events.list(account.accountId, query);
    const items = rows.map((row) => ({ ...row, id: Number(row.id) }));
    return new Page(items, total, query.page, query.per_page);
  }
}
