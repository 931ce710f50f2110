import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { AccountDbService } from '../../../platform/database/account-db.service';
import { AccountScopedRepository } from '../../../platform/database/account-scoped.repository';
import type { AccountTx } from '../../../platform/database/account-scope.extension';

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
