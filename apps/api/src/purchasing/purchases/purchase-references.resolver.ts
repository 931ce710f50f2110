import { Injectable } from '@nestjs/common';
import type { VatCodePurchase } from '@faktura/db';
import { type FieldErrorCollector, toDecimal, toPercentage } from '@faktura/domain';
import { constantLookup, existsLookup, type LookedUp } from '../../platform/database';
import type { PurchaseFieldsDto } from './dto/create-purchase.dto';
import type { PurchaseItemDto } from './dto/purchase-item.dto';
import { PurchasePartsRepository, type PurchaseVatCode } from './purchase-parts.repository';
import type { PurchaseRow } from './purchases.repository';
import { receiptTaken, sentOr } from './purchase-inputs';

const MISSING = 'does not exist';

/** An item's VAT: its code (none for an inline rate), the rate it books and the VAT kind. */
export interface ItemVat {
  vatCode: Pick<VatCodePurchase, 'id' | 'kind'> | null;
  tax: string;
  kind: VatCodePurchase['kind'];
}

/** What a purchase's references were looked up to. */
export type PurchaseReferencesFound = LookedUp<ReturnType<PurchaseReferencesResolver['lookups']>>;

/** The purchase a PUT changes, as the lookups need it. */
type Changed = Pick<PurchaseRow, 'id' | 'companyId' | 'receiptIdentifier'>;

/**
 * Checks what a purchase refers to and collects every problem, so one 422 names them all. A
 * record of another account is reported exactly like a missing one. The lookups come first, in
 * the one statement the use case runs; the checks then read what they found.
 */
@Injectable()
export class PurchaseReferencesResolver {
  constructor(private readonly parts: PurchasePartsRepository) {}

  /**
   * Everything a create (`changed` null, its `items`) or a PUT of `changed` (items stay) may
   * need to look up.
   */
  lookups(
    accountId: number,
    input: Partial<PurchaseFieldsDto>,
    items: readonly PurchaseItemDto[],
    changed: Changed | null,
  ) {
    const ids = (pick: (item: PurchaseItemDto) => number | null | undefined) => [
      ...new Set(items.flatMap((item) => pick(item) ?? [])),
    ];
    const rates = items.flatMap((item) =>
      item.vat_code_id == null && item.tax != null ? (rateOrNull(item.tax) ?? []) : [],
    );
    const card = input.credit_card_transaction;
    const companyId = input.company_id === undefined ? changed?.companyId : input.company_id;
    const receipt = sentOr(input.receipt_identifier, changed?.receiptIdentifier ?? null);
    return {
      account: this.parts.account(accountId),
      company: this.parts.company(accountId, input.company_id),
      user: this.parts.userExists(accountId, input.user_id),
      budget: existsLookup('purchase_budgets', accountId, input.purchase_budget_id),
      plannedPurchase: existsLookup('planned_purchases', accountId, input.planned_purchase_id),
      refundUser: this.parts.userExists(accountId, input.refund_request?.user_id),
      cardTransaction: card ? this.parts.cardTransaction(accountId, card) : constantLookup(null),
      vatCodes: this.parts.vatCodes(
        accountId,
        ids((item) => item.vat_code_id),
      ),
      ratedVatCodes: this.parts.vatCodesByRate(accountId, [...new Set(rates)]),
      categories: this.parts.categories(
        accountId,
        ids((item) => item.category_id),
      ),
      receiptTaken:
        companyId == null || receipt === null
          ? constantLookup(false)
          : this.parts.receiptTaken(accountId, companyId, receipt, changed?.id ?? null),
    };
  }

  /**
   * The new currency of a purchase, or null when it stays. It must be one of the account's, and
   * it cannot change once payments (in the old currency) or project expenses (in the project's)
   * exist.
   */
  currencyChange(
    purchase: Pick<PurchaseRow, 'currency' | 'payments' | 'items'>,
    sent: string | undefined,
    found: PurchaseReferencesFound,
    errors: FieldErrorCollector,
  ): string | null {
    if (sent === undefined || sent === purchase.currency) return null;
    if (purchase.payments.length > 0)
      errors.add('currency', 'cannot change once payments are registered');
    else if (purchase.items.some((item) => item.expense !== null))
      errors.add('currency', 'cannot change while items are assigned to project expenses');
    else this.currency(sent, found, errors);
    return sent;
  }

  currency(currency: string, found: PurchaseReferencesFound, errors: FieldErrorCollector): void {
    if (!found.account.currencies.includes(currency))
      errors.add('currency', 'is not a currency of the account');
  }

  /** The supplier with the credit number its items carry; null for none (or a missing one). */
  company(id: number | null, found: PurchaseReferencesFound, errors: FieldErrorCollector) {
    if (id === null) return null;
    if (!found.company) errors.add('company_id', MISSING);
    return found.company;
  }

  /** The purchase's user and the refund request's user, when sent, must exist. */
  people(
    input: Partial<PurchaseFieldsDto>,
    found: PurchaseReferencesFound,
    errors: FieldErrorCollector,
  ): void {
    if (input.user_id != null && !found.user) errors.add('user_id', MISSING);
    if (input.refund_request?.user_id != null && !found.refundUser)
      errors.add('refund_request.user_id', MISSING);
  }

  /** The purchase budget and the planned purchase, when sent, must be the account's. */
  budgeting(found: PurchaseReferencesFound, errors: FieldErrorCollector): void {
    if (!found.budget) errors.add('purchase_budget_id', MISSING);
    if (!found.plannedPurchase) errors.add('planned_purchase_id', MISSING);
  }

  /**
   * A supplier's receipt identifier belongs to one of its purchases only; `companyId` is the
   * supplier the purchase ends up with (none when the sent one does not exist).
   */
  receipt(companyId: number | null, found: PurchaseReferencesFound, errors: FieldErrorCollector) {
    if (companyId !== null && found.receiptTaken) receiptTaken(errors);
  }

  /**
   * The VAT of every item (null where it is refused) and checks of the categories, which must be
   * active purchase categories.
   */
  items(
    items: readonly PurchaseItemDto[],
    found: PurchaseReferencesFound,
    errors: FieldErrorCollector,
  ): (ItemVat | null)[] {
    const codes = new Map(found.vatCodes.map((code) => [code.id, code]));
    const rated = new Map(found.ratedVatCodes.map((code) => [normalRate(code.tax), code]));
    const categories = new Map(found.categories.map((category) => [category.id, category]));
    return items.map((item, index) => {
      const field = `items[${index}]`;
      const vat = this.vatCode(item, codes, rated, field, errors);
      if (item.category_id != null) {
        const category = categories.get(item.category_id);
        if (!category) errors.add(`${field}.category_id`, MISSING);
        else if (!category.active) errors.add(`${field}.category_id`, 'is not active');
      }
      return vat;
    });
  }

  /** A card transaction may be matched with one purchase only. */
  cardTransaction(
    purchaseId: number | null,
    found: PurchaseReferencesFound,
    errors: FieldErrorCollector,
  ): void {
    const card = found.cardTransaction;
    if (card && card.purchaseId !== null && card.purchaseId !== purchaseId)
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
  private vatCode(
    item: PurchaseItemDto,
    codes: Map<number, PurchaseVatCode>,
    rated: Map<string, PurchaseVatCode>,
    field: string,
    errors: FieldErrorCollector,
  ): ItemVat | null {
    if (item.vat_code_id != null) {
      const code = codes.get(item.vat_code_id);
      if (!code) errors.add(`${field}.vat_code_id`, MISSING);
      else if (!code.active) errors.add(`${field}.vat_code_id`, 'is not active');
      return code ? { vatCode: code, tax: normalRate(code.tax), kind: code.kind } : null;
    }
    if (item.tax == null) {
      errors.add(`${field}.vat_code_id`, "can't be blank");
      return null;
    }
    const tax = item.tax;
    const rate = errors.capture(() => toPercentage(tax, `${field}.tax`), null);
    if (rate === null) return null;
    return { vatCode: rated.get(rate.toString()) ?? null, tax: rate.toString(), kind: 'tax' };
  }
}

/** A rate as the domain writes it (`19`, not the column's `19.0000`). */
function normalRate(tax: string): string {
  return toDecimal(tax).toString();
}

function rateOrNull(tax: number): string | null {
  try {
    return toPercentage(tax, 'tax').toString();
  } catch {
    return null;
  }
}
