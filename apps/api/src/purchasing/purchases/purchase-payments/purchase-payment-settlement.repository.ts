import { Injectable } from '@nestjs/common';
import { AccountDbService, AccountScopedRepository } from '../../../platform/database';
import type { AccountTx } from '../../../platform/database';
import type { PaymentParentRow, PaymentSettlement } from '../../../shared/payments';

/**
 * The purchases a payment change touches. They are locked so the purchase's own delete and
 * currency change see a settled set of payments; settling bumps their updated_at.
 */
@Injectable()
export class PurchasePaymentSettlement
  extends AccountScopedRepository
  implements PaymentSettlement<PaymentParentRow>
{
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * Locks the account's purchases among `ids` until `tx` ends, in ascending ID order so two
   * writes touching the same purchases cannot deadlock; IDs that do not exist are left out.
   */
  async lock(
    accountId: number,
    ids: Iterable<number>,
    tx: AccountTx,
  ): Promise<Map<number, PaymentParentRow>> {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    const rows = await tx.$queryRaw<PaymentParentRow[]>`
      SELECT id, currency, identifier, bookkeeping_export_id AS "bookkeepingExportId"
      FROM purchases
      WHERE id = ANY(${sorted}::int[]) AND account_id = ${accountId}
      ORDER BY id FOR UPDATE`;
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Bumps the purchases' updated_at: one of their payments changed. Payments move no status. */
  async settle(
    accountId: number,
    purchases: Map<number, PaymentParentRow>,
    tx: AccountTx,
  ): Promise<number[]> {
    await this.client(accountId, tx).purchase.updateMany({
      where: { id: { in: [...purchases.keys()] } },
      data: { updatedAt: new Date() },
    });
    return [];
  }
}
