import { Injectable } from '@nestjs/common';
import type { DunningSettings } from '@faktura/db';
import { AccountDbService, AccountScopedRepository, type AccountTx } from '../../platform/database';

/** The columns a PUT writes. */
export interface DunningSettingsColumns {
  enabled: boolean;
  sendEmail: boolean;
  levels: object[];
}

/** The one dunning settings row of an account (none until the first PUT). */
@Injectable()
export class DunningSettingsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  find(accountId: number, tx?: AccountTx): Promise<DunningSettings | null> {
    return this.client(accountId, tx).dunningSettings.findFirst({});
  }

  /** Writes the row (created on the first PUT), locked by the upsert until `tx` ends. */
  save(accountId: number, data: DunningSettingsColumns, tx: AccountTx): Promise<DunningSettings> {
    return this.client(accountId, tx).dunningSettings.upsert({
      where: { accountId },
      create: { ...data, accountId },
      update: data,
    });
  }
}
