import { Injectable } from '@nestjs/common';
import type { VatCodePurchase } from '@faktura/db';
import { type FieldErrorCollector, toPercentage } from '@faktura/domain';
import type { AccountTx } from '../database/account-scope.extension';
import type { PurchaseFieldsDto } from './dto/create-purchase.dto';
import type { PurchaseItemDto } from './dto/purchase-item.dto';
import type { PurchaseCreditCardTransactionDto } from './dto/purchase-parts.dto';
import { PurchasePartsRepository } from './purchase-parts.repository';
import { type PurchaseRow, PurchasesRepository } from './purchases.repository';
import { receiptTaken } from './purchase-inputs';

const MISSING = 'does not exist';

/** An item's VAT: its code (none for an inline rate), the rate it books and the VAT kind. */
export interface ItemVat {
  vatCode: VatCodePurchase | null;
  tax: string;
  kind: VatCodePurchase['kind'];
}

/**
 * Checks what a purchase refers to and collects every problem, so one 422 names them all. A
 * record of another account is reported exactly like a missing one.
 */
@Injectable()
export class PurchaseReferencesResolver {
  constructor(
    private readonly parts: PurchasePartsRepository,
    private readonly purchases: PurchasesRepository,
  ) {}

  /**
   * The new currency of a purchase, or null when it stays. It must be one of the account's, and
   * it cannot change once payments (in the old currency) or project expenses (in the project's)
   * exist.
   */
  async currencyChange(
    tx: AccountTx,
    purchase: Pick<PurchaseRow, 'currency' | 'payments' | 'items'>,
    sent: string | undefined,
    errors: FieldErrorCollector,
  ): Promise<string | null> {
    if (sent === undefined || sent === purchase.currency) return null;
    if (purchase.payments.length > 0)
      errors.add('currency', 'cannot change once payments are registered');
    else if (purchase.items.some((item) => item.expense !== null))
      errors.add('currency', 'cannot change while items are assigned to project expenses');
    else await this.currency(tx, sent, errors);
    return sent;
  }

  async currency(tx: AccountTx, currency: string, errors: FieldErrorCollector): Promise<void> {
    const account = await this.parts.account(tx);
    if (!account.currencies.includes(currency))
      errors.add('currency', 'is not a currency of the account');
  }

  /** The supplier with the credit number its items carry; null for none (or a missing one). */
  async company(tx: AccountTx, id: number | null, errors: FieldErrorCollector) {
    if (id === null) return null;
    const company = await this.parts.company(id, tx);
    if (!company) errors.add('company_id', MISSING);
    return company;
  }

  async user(
    tx: AccountTx,
    field: string,
    id: number | null | undefined,
    errors: FieldErrorCollector,
  ) {
    if (id != null && !(await this.parts.userExists(id, tx))) errors.add(field, MISSING);
  }

  /** The purchase's user and the refund request's user, when sent, must exist. */
  async people(
    tx: AccountTx,
    input: Partial<PurchaseFieldsDto>,
    errors: FieldErrorCollector,
  ): Promise<void> {
    await this.user(tx, 'user_id', input.user_id, errors);
    await this.user(tx, 'refund_request.user_id', input.refund_request?.user_id, errors);
  }

  /** A supplier's receipt identifier belongs to one of its purchases only. */
  async receipt(
    tx: AccountTx,
    accountId: number,
    ids: { companyId: number | null; receipt: string | null; exceptId: number | null },
    errors: FieldErrorCollector,
  ): Promise<void> {
    const { companyId, receipt, exceptId } = ids;
    if (companyId === null || receipt === null) return;
    if (await this.purchases.receiptTaken(accountId, companyId, receipt, exceptId, tx))
      receiptTaken(errors);
  }

  /**
   * The VAT of every item (null where it is refused) and checks of the categories, which must be
   * active purchase categories.
   */
  async items(
    tx: AccountTx,
    items: readonly PurchaseItemDto[],
    errors: FieldErrorCollector,
  ): Promise<(ItemVat | null)[]> {
    const ids = (pick: (item: PurchaseItemDto) => number | null | undefined) => [
      ...new Set(items.flatMap((item) => pick(item) ?? [])),
    ];
    const codes = new Map(
      (
        await this.parts.vatCodes(
          ids((item) => item.vat_code_id),
          tx,
        )
      ).map((c) => [c.id, c]),
    );
    const categories = new Map(
      (
        await this.parts.categories(
          ids((item) => item.category_id),
          tx,
        )
      ).map((c) => [c.id, c]),
    );
    const resolved: (ItemVat | null)[] = [];
    for (const [index, item] of items.entries()) {
      const field = `items[${index}]`;
      resolved.push(await this.vatCode(tx, item, codes, field, errors));
      if (item.category_id != null) {
        const category = categories.get(item.category_id);
        if (!category) errors.add(`${field}.category_id`, MISSING);
        else if (!category.active) errors.add(`${field}.category_id`, 'is not active');
      }
    }
    return resolved;
  }

  /** A card transaction may be matched with one purchase only. */
  async cardTransaction(
    tx: AccountTx,
    purchaseId: number | null,
    input: PurchaseCreditCardTransactionDto | null | undefined,
    errors: FieldErrorCollector,
  ): Promise<void> {
    if (!input) return;
    const found = await this.parts.cardTransaction(input.source, input.transaction_identifier, tx);
    if (found && found.purchaseId !== null && found.purchaseId !== purchaseId)
      errors.add(
        'credit_card_transaction.transaction_identifier',
        'is already matched with another purchase',
      );
  }

  /**
   * docs/reference/conventions.md, "Tax rates without a VAT code": `vat_code_id` (an active purchase VAT code)
   * wins and brings its rate; a `tax` rate alone takes the account's oldest active code of kind
   * `tax` with that rate, or else stays an inline rate without a code. Reverse charge is never
   * guessed: the client chooses such a code.
   */
  private async vatCode(
    tx: AccountTx,
    item: PurchaseItemDto,
    codes: Map<number, VatCodePurchase>,
    field: string,
    errors: FieldErrorCollector,
  ): Promise<ItemVat | null> {
    if (item.vat_code_id != null) {
      const code = codes.get(item.vat_code_id);
      if (!code) errors.add(`${field}.vat_code_id`, MISSING);
      else if (!code.active) errors.add(`${field}.vat_code_id`, 'is not active');
      return code ? { vatCode: code, tax: code.tax.toString(), kind: code.kind } : null;
    }
    if (item.tax == null) {
      errors.add(`${field}.vat_code_id`, "can't be blank");
      return null;
    }
    const tax = item.tax;
    const rate = errors.capture(() => toPercentage(tax, `${field}.tax`), null);
    if (rate === null) return null;
    const code = await this.parts.vatCodeByRate(rate.toString(), tx);
    return { vatCode: code, tax: rate.toString(), kind: 'tax' };
  }
}
