import { Injectable } from '@nestjs/common';
import type { Account, Prisma } from '@faktura/db';
import { AccountDbService, AccountScopedRepository } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { logoFileData, type LogoFile } from './account-logo.decoder';

/** The account row with its logo's type and bytes. */
export type AccountWithLogo = Account & {
  logoFile: { contentType: string; data: Uint8Array } | null;
};

const WITH_LOGO = { logoFile: { select: { contentType: true, data: true } } } as const;

/** The caller's own account row; the account scope reaches it by its id. */
@Injectable()
export class AccountProfileRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  find(accountId: number, tx?: AccountTx): Promise<AccountWithLogo | null> {
    return this.client(accountId, tx).account.findFirst({ include: WITH_LOGO });
  }

  /**
   * Locks the account row until `tx` ends, so two concurrent changes of the logo cannot both
   * take the same old logo for the one to delete (and leave a file nobody refers to).
   */
  async lock(accountId: number, tx: AccountTx): Promise<void> {
    await tx.$queryRaw`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`;
  }

  update(
    accountId: number,
    data: Prisma.AccountUncheckedUpdateInput,
    tx?: AccountTx,
  ): Promise<AccountWithLogo> {
    return this.client(accountId, tx).account.update({
      where: { id: accountId },
      data,
      include: WITH_LOGO,
    });
  }

  /** Stores a logo as a file of the account and returns its id. */
  async storeLogo(accountId: number, logo: LogoFile, tx?: AccountTx): Promise<number> {
    const file = await this.client(accountId, tx).storedFile.create({
      data: logoFileData(accountId, logo),
      select: { id: true },
    });
    return file.id;
  }

  /** Removes a replaced logo's file: nothing else refers to it. */
  async deleteLogo(accountId: number, fileId: number, tx?: AccountTx): Promise<void> {
    await this.client(accountId, tx).storedFile.deleteMany({ where: { id: fileId } });
  }
}
