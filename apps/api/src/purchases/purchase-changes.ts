import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { calculatePurchaseTotals } from '@faktura/domain';
import { apiDate } from '../common/serialization/api-format';
import { toDateColumn } from '../common/input/api-date.validator';
import { normalizeTags } from '../common/input/input-transforms';
import type { AccountTx } from '../database/account-scope.extension';
import type { FieldErrors } from '../common/validation/field-errors';
import type { PurchaseFieldsDto } from './dto/create-purchase.dto';
import { checkDates, titleOf } from './purchase-inputs';
import { PurchasePartsRepository } from './purchase-parts.repository';
import { PurchaseReferencesResolver } from './purchase-references.resolver';
import { type PurchaseRow, PurchasesRepository } from './purchases.repository';

/** What a PUT changes beyond the purchase's own columns, and those columns from the body. */
@Injectable()
export class PurchaseChanges {
  constructor(
    private readonly purchases: PurchasesRepository,
    private readonly parts: PurchasePartsRepository,
    private readonly resolver: PurchaseReferencesResolver,
  ) {}

  /**
   * The new currency, or null when it stays. It must be one of the account's, and it cannot
   * change once payments (in the old currency) or project expenses (in the project's) exist.
   */
  async checkCurrency(
    tx: AccountTx,
    purchase: PurchaseRow,
    sent: string | undefined,
    errors: FieldErrors,
  ): Promise<string | null> {
    if (sent === undefined || sent === purchase.currency) return null;
    await this.resolver.currency(tx, sent, errors);
    if (purchase.payments.length > 0)
      errors.currency = ['cannot change once payments are registered'];
    else if (purchase.items.some((item) => item.expense !== null))
      errors.currency = ['cannot change while items are assigned to project expenses'];
    return sent;
  }

  /** The purchase's own columns from the fields sent; the dates are checked as they will be. */
  changedFields(purchase: PurchaseRow, input: Partial<PurchaseFieldsDto>, errors: FieldErrors) {
    const pick = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);
    const dates = {
      date: pick(input.date, apiDate(purchase.date)),
      dueDate: pick(input.due_date, apiDate(purchase.dueDate)),
      from: pick(input.service_period_from, apiDate(purchase.servicePeriodFrom)),
      to: pick(input.service_period_to, apiDate(purchase.servicePeriodTo)),
    };
    checkDates(dates, errors);
    const column = (value: string | null) => (value === null ? null : toDateColumn(value));
    const itemTitles = purchase.items.map((item) => item.title);
    const data: Prisma.PurchaseUncheckedUpdateInput = {
      date: toDateColumn(dates.date),
      dueDate: column(dates.dueDate),
      servicePeriodFrom: column(dates.from),
      servicePeriodTo: column(dates.to),
      title: input.title === undefined ? undefined : titleOf(input.title, itemTitles),
      info: input.info,
      iban: input.iban,
      reference: input.reference,
      paymentMethod: input.payment_method,
      userId: input.user_id,
      tags: input.tags && normalizeTags(input.tags),
    };
    return { data, receiptIdentifier: pick(input.receipt_identifier, purchase.receiptIdentifier) };
  }

  /** Items carry their supplier's credit number; a new supplier brings its own. */
  async setSupplierCreditNumber(
    accountId: number,
    purchase: PurchaseRow,
    company: { creditNumber: number | null } | null,
    tx: AccountTx,
  ): Promise<void> {
    for (const item of purchase.items)
      await this.purchases.updateItem(
        accountId,
        item.id,
        { supplierCreditNumber: company?.creditNumber ?? null },
        tx,
      );
  }

  /** Items and totals in a new currency, from each item's entered total (net or gross). */
  async recompute(
    accountId: number,
    purchase: PurchaseRow,
    currency: string,
    tx: AccountTx,
  ): Promise<void> {
    const totals = calculatePurchaseTotals(
      purchase.items.map((item) => ({
        total: (item.taxIncluded ? item.grossTotal : item.netTotal).toString(),
        tax_included: item.taxIncluded,
        // An inline rate (no VAT code) is ordinary tax.
        vat_kind: item.vatCode?.kind ?? 'tax',
        tax: item.tax.toString(),
      })),
      currency,
    );
    for (const [index, item] of purchase.items.entries()) {
      const amounts = totals.items[index];
      await this.purchases.updateItem(
        accountId,
        item.id,
        {
          netTotal: amounts.net_total.toString(),
          taxTotal: amounts.tax_total.toString(),
          grossTotal: amounts.gross_total.toString(),
        },
        tx,
      );
    }
    await this.purchases.update(
      accountId,
      purchase.id,
      {
        currency,
        netTotal: totals.net_total.toString(),
        grossTotal: totals.gross_total.toString(),
      },
      tx,
    );
  }

  /** Refund request and card transaction, when sent (`null` removes or unlinks them). */
  async setParts(id: number, input: Partial<PurchaseFieldsDto>, tx: AccountTx): Promise<void> {
    const refund = input.refund_request;
    if (refund !== undefined)
      await this.parts.setRefundRequest(
        id,
        refund && { comment: refund.comment ?? null, userId: refund.user_id ?? null },
        tx,
      );
    const card = input.credit_card_transaction;
    if (card !== undefined)
      await this.parts.setCardTransaction(
        id,
        card && { source: card.source, transactionIdentifier: card.transaction_identifier },
        tx,
      );
  }
}
