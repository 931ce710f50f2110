import { Injectable } from '@nestjs/common';
import type { InvoiceDebtCollection, Prisma } from '@faktura/db';
import { AccountDbService, AccountScopedRepository } from '../../../platform/database';
import type { AccountTx } from '../../../platform/database';
/** What debt collection writes besides the invoices themselves. */
@Injectable()
export class InvoiceReversalsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  findDebtCollection(
    accountId: number,
    invoiceId: number,
    tx: AccountTx,
  ): Promise<InvoiceDebtCollection | null> {
    return this.client(accountId, tx).invoiceDebtCollection.findFirst({ where: { invoiceId } });
  }

  async createDebtCollection(
    accountId: number,
    data: { invoiceId: number; userId: number; note: string | null },
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).invoiceDebtCollection.create({
      data: data as Prisma.InvoiceDebtCollectionUncheckedCreateInput,
    });
  }

  async updateDebtCollection(
    accountId: number,
    id: number,
    data: { note: string | null },
    tx: AccountTx,
  ): Promise<void> {
    // updated_at moves even when the note stays the same: the procedure was confirmed again.
    await this.client(accountId, tx).invoiceDebtCollection.update({
      where: { id },
      data: { ...data, updatedAt: new Date() },
    });
  }

  async deleteDebtCollection(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).invoiceDebtCollection.delete({ where: { id } });
  }
}
