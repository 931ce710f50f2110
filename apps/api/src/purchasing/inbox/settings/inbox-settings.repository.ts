import { Injectable } from '@nestjs/common';
import type { InboxMailbox, Prisma } from '@faktura/db';
import {
  AccountDbService,
  AccountScopedRepository,
  type AccountTx,
} from '../../../platform/database';

/** The columns a write of the settings sets; the account comes from the scope. */
export type InboxMailboxColumns = Omit<
  Prisma.InboxMailboxUncheckedCreateInput,
  'id' | 'accountId' | 'createdAt' | 'updatedAt'
>;

/** The one mailbox row of an account (none until the first PUT). */
@Injectable()
export class InboxSettingsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  find(accountId: number, tx?: AccountTx): Promise<InboxMailbox | null> {
    return this.client(accountId, tx).inboxMailbox.findFirst({});
  }

  /**
   * The row locked until `tx` ends, or null when there is none; either way two writes of the
   * account's settings take turns (a first PUT has no row to lock: the account's advisory lock).
   */
  async lock(accountId: number, tx: AccountTx): Promise<InboxMailbox | null> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('faktura.inbox'), ${accountId})`;
    return this.find(accountId, tx);
  }

  create(accountId: number, row: InboxMailboxColumns, tx: AccountTx): Promise<InboxMailbox> {
    return this.client(accountId, tx).inboxMailbox.create({
      data: row as Prisma.InboxMailboxUncheckedCreateInput,
    });
  }

  update(
    accountId: number,
    changes: Partial<InboxMailboxColumns>,
    tx: AccountTx,
  ): Promise<InboxMailbox> {
    return this.client(accountId, tx).inboxMailbox.update({ where: { accountId }, data: changes });
  }

  async remove(accountId: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).inboxMailbox.deleteMany({});
  }
}
