import { Injectable } from '@nestjs/common';
import {
  checkDunningLevels,
  FieldErrorCollector,
  toDecimal,
  type DunningLevel,
} from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { DomainEvents } from '../../platform/events';
import { DunningSettingsRepository } from './dunning-settings.repository';
import { levelsOf, toDunningSettingsResponse } from './dunning-settings.mapper';
import type { DunningSettingsResponse } from './dto/dunning-settings.response';
import type { DunningLevelDto, UpdateDunningSettingsDto } from './dto/update-dunning-settings.dto';

/** GET and PUT /account/dunning: whether dunning runs, whether it e-mails, and its levels. */
@Injectable()
export class DunningSettingsService {
  constructor(
    private readonly settings: DunningSettingsRepository,
    private readonly events: DomainEvents,
  ) {}

  async get(account: AccountContext): Promise<DunningSettingsResponse> {
    return toDunningSettingsResponse(await this.settings.find(account.accountId));
  }

  /** Changes the fields sent; levels are checked by the domain (422 naming `levels[i].field`). */
  update(
    account: AccountContext,
    input: UpdateDunningSettingsDto,
  ): Promise<DunningSettingsResponse> {
    const { accountId } = account;
    return this.settings.transaction(accountId, async (tx) => {
      const current = await this.settings.find(accountId, tx);
      const levels = input.levels ? input.levels.map(toLevel) : levelsOf(current);
      const errors = new FieldErrorCollector();
      checkDunningLevels(levels, errors);
      errors.throwIfAny();
      const row = await this.settings.save(
        accountId,
        {
          enabled: input.enabled ?? current?.enabled ?? false,
          sendEmail: input.send_email ?? current?.sendEmail ?? false,
          levels: levels.map((level) => ({ ...level })),
        },
        tx,
      );
      const record = toDunningSettingsResponse(row);
      await this.events.record(tx, account, {
        type: 'account.dunning_changed',
        id: accountId,
        record,
      });
      return record;
    });
  }
}

/** A level as stored: the fee as exact decimal text, only the languages sent. */
function toLevel(level: DunningLevelDto): DunningLevel {
  const texts = Object.fromEntries(
    Object.entries(level.texts).filter(([, text]) => text !== undefined && text !== null),
  );
  return {
    days: level.days,
    fee: toDecimal(level.fee, 'fee').toString(),
    interest: level.interest,
    texts: texts as DunningLevel['texts'],
  };
}
