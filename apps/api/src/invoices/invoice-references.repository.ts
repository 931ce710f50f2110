import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';
import type { AccountTx } from '../database/account-scope.extension';
import type { Recipients } from '../emails/email-recipients';

/** What an invoice bills: activities or expenses. */
export type BillableKind = 'activity' | 'expense';

const RECIPIENTS = { invoiceEmailsTo: true, invoiceEmailsCc: true, invoiceEmailsBcc: true };

/**
 * What only invoices read of other records, inside the invoice's transaction; the account and
 * project come from `SalesReferencesRepository`, as for offers.
 */
@Injectable()
export class InvoiceReferencesRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  customer(id: number, tx: AccountTx) {
    return tx.company.findFirst({
      where: { id },
      select: { id: true, debitNumber: true, creditNumber: true },
    });
  }

  offer(id: number, tx: AccountTx) {
    return tx.offer.findFirst({
      where: { id },
      select: { id: true, status: true, netTotal: true, currency: true, companyId: true },
    });
  }

  async letterPaperExists(id: number, tx: AccountTx): Promise<boolean> {
    return (await tx.letterPaper.count({ where: { id } })) > 0;
  }

  /**
   * The activities or expenses of `ids`, locked until the invoice commits, so two invoices
   * cannot bill the same row.
   */
  async lockBillables(accountId: number, kind: BillableKind, ids: number[], tx: AccountTx) {
    const table = Prisma.raw(kind === 'activity' ? 'activities' : 'expenses');
    await tx.$queryRaw`
      SELECT id FROM ${table} WHERE account_id = ${accountId} AND id = ANY(${ids}::int[]) FOR UPDATE`;
    const where = { id: { in: ids } };
    const select = { id: true, billed: true, project: { select: { companyId: true } } };
    return kind === 'activity'
      ? tx.activity.findMany({ where, select })
      : tx.expense.findMany({ where, select });
  }

  /**
   * Default recipients of an invoice (or reminder) e-mail: the project's invoice recipients when
   * the project names any `to` address, else the customer's invoice recipients.
   */
  async defaultRecipients(
    invoice: { customerId: number; projectId: number | null },
    tx: AccountTx,
  ): Promise<Recipients> {
    const project =
      invoice.projectId === null
        ? null
        : await tx.project.findFirst({ where: { id: invoice.projectId }, select: RECIPIENTS });
    const source =
      project && project.invoiceEmailsTo.length > 0
        ? project
        : await tx.company.findFirst({ where: { id: invoice.customerId }, select: RECIPIENTS });
    return {
      to: source?.invoiceEmailsTo ?? [],
      cc: source?.invoiceEmailsCc ?? [],
      bcc: source?.invoiceEmailsBcc ?? [],
    };
  }
}
