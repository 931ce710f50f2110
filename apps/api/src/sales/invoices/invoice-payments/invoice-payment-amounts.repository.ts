import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { AccountDbService, AccountScopedRepository } from '../../../platform/database';
import type { AccountTx } from '../../../platform/database';
/** The paid amounts of invoices, of one account: what an invoice's status follows. */
@Injectable()
export class InvoicePaymentAmountsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** The amounts of every payment of the given invoices. */
  amounts(
    accountId: number,
    invoiceIds: number[],
    tx: AccountTx,
  ): Promise<{ invoiceId: number; paidTotal: Prisma.Decimal }[]> {
    return this.client(accountId, tx).invoicePayment.findMany({
      where: { invoiceId: { in: invoiceIds } },
      select: { invoiceId: true, paidTotal: true },
    });
  }
}
