import {
  appendSystemStatusChanges,
  subscribedHooks,
  writeWebhookDeliveriesOfMany,
  type JobPayloads,
  type PrismaClient,
  type SystemStatusChange,
  type WebhookOutboxTransaction,
} from '@faktura/db';
import {
  INVOICE_STATUSES,
  invoiceTransition,
  type InvoiceEvent,
  type InvoiceState,
  type InvoiceStatus,
} from '@faktura/domain';
import type { JobHandler } from '../../runner/job.types';

/** Invoices moved per transaction: keeps row locks short on large installations. */
export const OVERDUE_SWEEP_BATCH_SIZE = 500;

const DUE_DATE_PASSED: InvoiceEvent = { type: 'due_date_passed' };

/**
 * The statuses the event can move, asked of the status machine instead of repeated here; it only
 * narrows the query, the machine still decides each invoice's target.
 */
const SWEPT_STATUSES: string[] = INVOICE_STATUSES.filter(
  (status) =>
    invoiceTransition(
      { status, locked: false, ever_sent: false, reversed: false, is_reversal: false },
      DUE_DATE_PASSED,
    ).status !== status,
);

interface Candidate {
  id: number;
  account_id: number;
  status: InvoiceStatus;
  locked: boolean;
  ever_sent: boolean;
  reversed: boolean;
  is_reversal: boolean;
}

/** Today's date in UTC (`YYYY-MM-DD`): a due date before it has passed. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Applies `due_date_passed` to every invoice of every account whose due date lies before `today`
 * (UTC), in batches ordered by id, each in its own transaction. Rows another transaction holds
 * (e.g. a payment being recorded) are skipped and left to the next run, so the sweep never waits
 * or deadlocks; rows the move does not change are not written. Each moved invoice's `update`
 * web hooks get a delivery in the same transaction, without payload (an API process renders it
 * as GET returns the invoice) and without actor. Returns how many invoices moved.
 */
export async function sweepOverdueInvoices(
  prisma: PrismaClient,
  today: string,
  batchSize = OVERDUE_SWEEP_BATCH_SIZE,
): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const batch = await prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<Candidate[]>`
        SELECT i.id, i.account_id, i.status::text AS status, i.locked,
               i.sent_at IS NOT NULL AS ever_sent,
               EXISTS (SELECT 1 FROM invoices r WHERE r.reversed_invoice_id = i.id) AS reversed,
               i.reversed_invoice_id IS NOT NULL AS is_reversal
        FROM invoices i
        WHERE i.status::text = ANY(${SWEPT_STATUSES}::text[])
          AND i.due_date < ${today}::date AND i.id > ${after}
        ORDER BY i.id LIMIT ${batchSize}
        FOR UPDATE OF i SKIP LOCKED`;
      const targets = new Map<InvoiceStatus, number[]>();
      const moved: Candidate[] = [];
      const audited: SystemStatusChange[] = [];
      for (const { id, account_id, ...state } of rows) {
        const next = invoiceTransition(state as InvoiceState, DUE_DATE_PASSED);
        // The event changes nothing but the status (no lock, no sent mark).
        if (next.status === state.status) continue;
        targets.set(next.status, [...(targets.get(next.status) ?? []), id]);
        moved.push({ id, account_id, ...state });
        audited.push(statusChange(account_id, id, state.status, next.status));
      }
      for (const [status, ids] of targets) {
        await tx.invoice.updateMany({
          where: { id: { in: ids } },
          data: { status, updatedAt: new Date() },
        });
      }
      await recordOverdue(tx, moved);
      await appendSystemStatusChanges(tx, audited);
      return {
        size: rows.length,
        last: rows.at(-1)?.id ?? after,
        moved: [...targets.values()].flat().length,
      };
    });
    moved += batch.moved;
    after = batch.last;
    if (batch.size < batchSize) return moved;
  }
}

/** The audit trail's row of one moved invoice: no user, no key. */
function statusChange(accountId: number, id: number, from: string, to: string) {
  const action = 'invoice.status_changed';
  return { accountId, recordType: 'invoice', recordId: id, action, from, to };
}

/**
 * One `Invoice` `update` delivery per moved invoice and subscribed hook: the hooks are asked
 * once per account of the batch. No payload (the worker has no API mappers) and no actor.
 */
async function recordOverdue(
  tx: WebhookOutboxTransaction,
  moved: readonly Candidate[],
): Promise<void> {
  const byAccount = new Map<number, number[]>();
  for (const { id, account_id } of moved)
    byAccount.set(account_id, [...(byAccount.get(account_id) ?? []), id]);
  for (const [accountId, ids] of byAccount) {
    const hooks = await subscribedHooks(tx, accountId, 'Invoice', 'update');
    const event = { accountId, target: 'Invoice', event: 'update', actorUserId: null } as const;
    const records = ids.map((entityId) => ({ entityId, payload: null }));
    await writeWebhookDeliveriesOfMany(tx, event, hooks, records);
  }
}

/**
 * The hourly sweep: regular invoices in created or sent whose due date is before today (UTC)
 * become overdue. Only database writes, each batch idempotent, so a retry simply sweeps again;
 * no `step()` is needed.
 */
export const invoicesOverdueSweepHandler: JobHandler<
  JobPayloads['invoices.overdue-sweep']
> = async ({ prisma, log }) => {
  const moved = await sweepOverdueInvoices(prisma, utcToday());
  if (moved > 0) log.info(`moved ${moved} invoices past their due date to overdue`);
};
