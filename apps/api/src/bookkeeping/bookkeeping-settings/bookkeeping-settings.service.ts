import { Injectable } from '@nestjs/common';
import type { BookkeepingSettings } from '@faktura/db';
import { type BookkeepingAccounts, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { DomainEvents } from '../../platform/events';
import {
  type AccountOverrides,
  checkOverrides,
  effectiveAccounts,
  mergeOverrides,
  partyNumberRanges,
} from './bookkeeping-settings.accounts';
import { toBookkeepingSettingsResponse } from './bookkeeping-settings.mapper';
import { BookkeepingSettingsRepository } from './bookkeeping-settings.repository';
import type { BookkeepingSettingsResponse } from './dto/bookkeeping-settings.response';
import type { UpdateBookkeepingSettingsDto } from './dto/update-bookkeeping-settings.dto';

/** The settings an export works with, read under the row's lock. */
export interface ExportSettings {
  row: BookkeepingSettings;
  accounts: BookkeepingAccounts;
}

/** The account's bookkeeping settings (GET/PUT /account/bookkeeping) and what exports take. */
@Injectable()
export class BookkeepingSettingsService {
  constructor(
    private readonly settings: BookkeepingSettingsRepository,
    private readonly events: DomainEvents,
  ) {}

  async get(account: AccountContext): Promise<BookkeepingSettingsResponse> {
    return toBookkeepingSettingsResponse(await this.settings.find(account.accountId));
  }

  /** Changes the fields sent; every field that does not fit the others is named, nothing written. */
  update(
    account: AccountContext,
    input: UpdateBookkeepingSettingsDto,
  ): Promise<BookkeepingSettingsResponse> {
    const { accountId } = account;
    return this.settings.transaction(accountId, async (tx) => {
      const current = await this.settings.lock(accountId, tx);
      const accountLength = input.account_length ?? current.accountLength;
      const nextDebit = input.next_debit_number ?? current.nextDebitNumber;
      const nextCredit = input.next_credit_number ?? current.nextCreditNumber;
      const overrides = mergeOverrides(
        current.accountOverrides as AccountOverrides,
        input.accounts,
      );
      const errors = new FieldErrorCollector();
      const ranges = partyNumberRanges(accountLength);
      if (nextDebit < ranges.debit.min || nextDebit > ranges.debit.max)
        errors.add('next_debit_number', rangeMessage(ranges.debit));
      if (nextCredit < ranges.credit.min || nextCredit > ranges.credit.max)
        errors.add('next_credit_number', rangeMessage(ranges.credit));
      checkOverrides(overrides, accountLength, errors);
      errors.throwIfAny();
      const row = await this.settings.update(
        accountId,
        {
          chart: input.chart,
          consultantNumber: input.consultant_number,
          clientNumber: input.client_number,
          fiscalYearStart: input.fiscal_year_start,
          accountLength,
          nextDebitNumber: nextDebit,
          nextCreditNumber: nextCredit,
          accountOverrides: overrides as object,
        },
        tx,
      );
      const record = toBookkeepingSettingsResponse(row);
      await this.events.record(tx, account, {
        type: 'account.bookkeeping_changed',
        id: accountId,
        record,
      });
      return record;
    });
  }

  /** Locks the settings for an export's transaction; answers them with the effective accounts. */
  async lockForExport(accountId: number, tx: AccountTx): Promise<ExportSettings> {
    const row = await this.settings.lock(accountId, tx);
    return {
      row,
      accounts: effectiveAccounts(row.chart, row.accountOverrides as AccountOverrides),
    };
  }

  /** Moves the next debitor and creditor numbers after an export gave some out. */
  async advancePartyNumbers(
    accountId: number,
    next: { debit: number; credit: number },
    tx: AccountTx,
  ): Promise<void> {
    await this.settings.update(
      accountId,
      { nextDebitNumber: next.debit, nextCreditNumber: next.credit },
      tx,
    );
  }
}

const rangeMessage = (range: { min: number; max: number }) =>
  `must lie between ${range.min} and ${range.max} for the account length`;
