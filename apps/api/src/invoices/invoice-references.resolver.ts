import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import type { AccountTx } from '../database/account-scope.extension';
import type { FieldErrors } from '../common/validation/field-errors';
import type { InvoicePositionDto } from './dto/invoice-position.dto';

/** The customer, project and offer of a new invoice, checked. */
export interface InvoiceParties {
  customer: { id: number; debitNumber: number | null; creditNumber: number | null } | null;
  project: { id: number; currency: string } | null;
  offer: { id: number; status: string; netTotal: { toString(): string }; currency: string } | null;
}

const hasDetail = (item: InvoicePositionDto) =>
  item.quantity != null && item.unit != null && item.unit !== '' && item.unit_price != null;

/**
 * Checks what a new invoice refers to and collects every problem, so one 422 names them all:
 * customer, project of that customer, offer of that customer, currency of the account, and the
 * activities and expenses the positions bill.
 */
@Injectable()
export class InvoiceReferencesResolver {
  async parties(
    tx: AccountTx,
    ids: { customerId: number; projectId: number | null; offerId: number | null },
    errors: FieldErrors,
  ): Promise<InvoiceParties> {
    const customer = await tx.company.findFirst({
      where: { id: ids.customerId },
      select: { id: true, debitNumber: true, creditNumber: true },
    });
    if (!customer) errors.customer_id = ['does not exist'];
    const project =
      ids.projectId === null
        ? null
        : await tx.project.findFirst({
            where: { id: ids.projectId },
            select: { id: true, companyId: true, currency: true },
          });
    if (ids.projectId !== null && !project) errors.project_id = ['does not exist'];
    else if (project && customer && project.companyId !== customer.id)
      errors.project_id = ['belongs to another customer'];
    const offer =
      ids.offerId === null
        ? null
        : await tx.offer.findFirst({
            where: { id: ids.offerId },
            select: { id: true, status: true, netTotal: true, currency: true, companyId: true },
          });
    if (ids.offerId !== null && !offer) errors.offer_id = ['does not exist'];
    else if (offer && customer && offer.companyId !== null && offer.companyId !== customer.id)
      errors.offer_id = ['belongs to another customer'];
    return { customer, project: project && { id: project.id, currency: project.currency }, offer };
  }

  async currency(tx: AccountTx, currency: string, errors: FieldErrors): Promise<void> {
    const account = await tx.account.findFirstOrThrow({ select: { currencies: true } });
    if (!account.currencies.includes(currency))
      errors.currency = ['is not a currency of the account'];
  }

  /**
   * activity_ids and expense_ids: only on positions with quantity, unit and unit_price; each
   * must exist, belong to a project of the customer, be unbilled, and be billed by one position.
   */
  async billables(
    tx: AccountTx,
    accountId: number,
    customerId: number | null,
    items: readonly InvoicePositionDto[],
    errors: FieldErrors,
  ): Promise<void> {
    for (const kind of ['activity', 'expense'] as const) {
      const field = kind === 'activity' ? 'activity_ids' : 'expense_ids';
      const wanted = new Map<number, number>();
      items.forEach((item, index) => {
        const ids = item[field] ?? [];
        if (ids.length === 0) return;
        if (!hasDetail(item)) {
          errors[`items[${index}].${field}`] = [
            'only positions with quantity, unit and unit_price can bill them',
          ];
          return;
        }
        for (const id of ids) {
          if (wanted.has(id)) errors[`items[${index}].${field}`] = [`${id} is billed twice`];
          wanted.set(id, index);
        }
      });
      if (wanted.size === 0) continue;
      const ids = [...wanted.keys()];
      // Locked until the invoice commits: two invoices cannot bill the same row.
      const table = Prisma.raw(kind === 'activity' ? 'activities' : 'expenses');
      await tx.$queryRaw`
        SELECT id FROM ${table} WHERE account_id = ${accountId} AND id = ANY(${ids}::int[]) FOR UPDATE`;
      const where = { id: { in: ids } };
      const select = { id: true, billed: true, project: { select: { companyId: true } } };
      const found =
        kind === 'activity'
          ? await tx.activity.findMany({ where, select })
          : await tx.expense.findMany({ where, select });
      const byId = new Map(found.map((row) => [row.id, row]));
      for (const [id, index] of wanted) {
        const row = byId.get(id);
        const key = `items[${index}].${field}`;
        if (!row) errors[key] = [`${id} does not exist`];
        else if (row.project.companyId !== customerId)
          errors[key] = [`${id} belongs to a project of another customer`];
        else if (row.billed) errors[key] = [`${id} is already billed`];
      }
    }
  }
}
