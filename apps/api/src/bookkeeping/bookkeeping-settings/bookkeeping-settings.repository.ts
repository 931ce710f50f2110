import { Injectable } from '@nestjs/common';
import { Prisma, type BookkeepingSettings } from '@faktura/db';
import { AccountDbService, AccountScopedRepository, type AccountTx } from '../../platform/database';

/** The columns a PUT or an export writes. */
export type BookkeepingSettingsColumns = Omit<
  Prisma.BookkeepingSettingsUncheckedUpdateInput,
  'accountId' | 'createdAt' | 'updatedAt'
>;

/** The one settings row of an account (none until the first write). */
@Injectable()
export class BookkeepingSettingsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  find(accountId: number, tx?: AccountTx): Promise<BookkeepingSettings | null> {
    return this.client(accountId, tx).bookkeepingSettings.findFirst({});
  }

  /**
   * The row, created with the defaults when missing, locked until `tx` ends: two changes (or
   * two exports numbering customers) of one account take their turns.
   */
  async lock(accountId: number, tx: AccountTx): Promise<BookkeepingSettings> {
    await tx.$executeRaw`INSERT INTO bookkeeping_settings (account_id, updated_at)
      VALUES (${accountId}, now()) ON CONFLICT (account_id) DO NOTHING`;
    await tx.$queryRaw`SELECT account_id FROM bookkeeping_settings
      WHERE account_id = ${accountId} FOR UPDATE`;
    return this.client(accountId, tx).bookkeepingSettings.findFirstOrThrow({});
  }

  update(
    accountId: number,
    data: BookkeepingSettingsColumns,
    tx: AccountTx,
  ): Promise<BookkeepingSettings> {
    return this.client(accountId, tx).bookkeepingSettings.update({
      where: { accountId },
      data,
    });
  }
}
