import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  one,
  referredBy,
  RecordQuery,
  type AccountTx,
  type TableTypesOf,
  VALUE,
} from '../../../platform/database';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../../platform/repositories';
import { ListQueryService } from '../../../platform/lists';
import { paymentScheduleConditions } from './payment-schedules.filters';
import { shareProject } from '../project-share.lock';

const PROJECT = { select: { id: true, identifier: true, name: true } } as const;

/** A payment schedule with the `{id, identifier, name}` of its project. */
export type PaymentScheduleRow = Prisma.PaymentScheduleGetPayload<{
  include: { project: typeof PROJECT };
}>;

const PAYMENT_SCHEDULES = accountTable((db) => db.paymentSchedule, { project: PROJECT });

/** Payment schedules with their project, in one statement. */
export const PAYMENT_SCHEDULE_RECORDS = new RecordQuery<PaymentScheduleRow>('payment_schedules', {
  project: one('projects', { id: VALUE, identifier: VALUE, name: VALUE }, referredBy('project_id')),
});

const PAYMENT_SCHEDULE_LISTING = recordListing({
  table: 'payment_schedules',
  records: PAYMENT_SCHEDULE_RECORDS,
  filters: paymentScheduleConditions,
});

/** The locked state of a schedule that a change depends on. */
export interface PaymentScheduleForChange {
  billed: boolean;
  date: Date;
  netTotal: Prisma.Decimal;
}

/** Payment schedules of the projects of one account. */
@Injectable()
export class PaymentSchedulesRepository extends ListedTableRepository<
  TableTypesOf<typeof PAYMENT_SCHEDULES>,
  ListingTypesOf<typeof PAYMENT_SCHEDULE_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, PAYMENT_SCHEDULES, lists, PAYMENT_SCHEDULE_LISTING);
  }

  /**
   * Locks the project's schedule for a change, so an invoice cannot bill it halfway (invoices
   * lock it too); null when the project has no such schedule.
   */
  async lock(
    accountId: number,
    projectId: number,
    id: number,
    tx: AccountTx,
  ): Promise<PaymentScheduleForChange | null> {
    const rows = await tx.$queryRaw<PaymentScheduleForChange[]>`
      SELECT billed, date, net_total AS "netTotal" FROM payment_schedules
      WHERE id = ${id} AND project_id = ${projectId} AND account_id = ${accountId}
      FOR UPDATE`;
    return rows[0] ?? null;
  }

  /** The project's currency, locked against its deletion until the transaction ends. */
  shareProject(
    accountId: number,
    projectId: number,
    tx: AccountTx,
  ): Promise<{ currency: string } | null> {
    return shareProject(tx, accountId, projectId);
  }

  delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
