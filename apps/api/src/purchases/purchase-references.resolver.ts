import { Injectable } from '@nestjs/common';
import type { VatCodePurchase } from '@faktura/db';
import { DomainError, toPercentage } from '@faktura/domain';
import type { AccountTx } from '../database/account-scope.extension';
import type { FieldErrors } from '../common/validation/field-errors';
import type { PurchaseItemDto } from './dto/purchase-item.dto';
import type { PurchaseCreditCardTransactionDto } from './dto/purchase-parts.dto';
import { PurchasePartsRepository } from './purchase-parts.repository';

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
  constructor(private readonly parts: PurchasePartsRepository) {}

  async currency(tx: AccountTx, currency: string, errors: FieldErrors): Promise<void> {
    const account = await this.parts.account(tx);
    if (!account.currencies.includes(currency))
      errors.currency = ['is not a currency of the account'];
  }

  /** The supplier with the credit number its items carry; null for none (or a missing one). */
  async company(tx: AccountTx, id: number | null, errors: FieldErrors) {
    if (id === null) return null;
    const company = await this.parts.company(id, tx);
    if (!company) errors.company_id = [MISSING];
    return company;
  }

  async user(tx: AccountTx, field: string, id: number | null | undefined, errors: FieldErrors) {
    if (id != null && !(await this.parts.userExists(id, tx))) errors[field] = [MISSING];
  }

  /**
   * The VAT of every item (null where it is refused) and checks of the categories, which must be
   * active purchase categories.
   */
  async items(
    tx: AccountTx,
    items: readonly PurchaseItemDto[],
    errors: FieldErrors,
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
        if (!category) errors[`${field}.category_id`] = [MISSING];
        else if (!category.active) errors[`${field}.category_id`] = ['is not active'];
      }
    }
    return resolved;
  }

  /** A card transaction may be matched with one purchase only. */
  async cardTransaction(
    tx: AccountTx,
    purchaseId: number | null,
    input: PurchaseCreditCardTransactionDto | null | undefined,
    errors: FieldErrors,
  ): Promise<void> {
    if (!input) return;
    const found = await this.parts.cardTransaction(input.source, input.transaction_identifier, tx);
    if (found && found.purchaseId !== null && found.purchaseId !== purchaseId)
      errors['credit_card_transaction.transaction_identifier'] = [
        'is already matched with another purchase',
      ];
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
    errors: FieldErrors,
  ): Promise<ItemVat | null> {
    if (item.vat_code_id != null) {
      const code = codes.get(item.vat_code_id);
      if (!code) errors[`${field}.vat_code_id`] = [MISSING];
      else if (!code.active) errors[`${field}.vat_code_id`] = ['is not active'];
      return code ? { vatCode: code, tax: code.tax.toString(), kind: code.kind } : null;
    }
    if (item.tax == null) {
      errors[`${field}.vat_code_id`] = ["can't be blank"];
      return null;
    }
    let rate;
    try {
      rate = toPercentage(item.tax, `${field}.tax`);
    } catch (error) {
      if (!DomainError.is(error)) throw error;
      Object.assign(errors, error.fieldErrors);
      return null;
    }
    const code = await this.parts.vatCodeByRate(rate.toString(), tx);
    return { vatCode: code, tax: rate.toString(), kind: 'tax' };
  }
}
