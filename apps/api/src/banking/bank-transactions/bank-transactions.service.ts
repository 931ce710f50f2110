import { Injectable } from '@nestjs/common';
import { bankTransactionTransition, planManualMatch } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { found } from '../../platform/errors';
import { Page } from '../../platform/lists';
import { apiDate } from '../../platform/serialization';
import type { BankTransactionResponse } from './dto/bank-transaction.response';
import type { ListBankTransactionsQuery } from './dto/list-bank-transactions.query';
import type { MatchBankTransactionDto } from './dto/match-bank-transaction.dto';
import { BankPaymentsBooker } from './bank-payments.booker';
import { toBankTransactionResponse } from './bank-transaction-response.mapper';
import { BankTransactionsRepository } from './bank-transactions.repository';

/** Imported bank transactions: what they are, and a person's decision on the unsure ones. */
@Injectable()
export class BankTransactionsService {
  constructor(
    private readonly transactions: BankTransactionsRepository,
    private readonly booker: BankPaymentsBooker,
  ) {}

  async list(
    account: AccountContext,
    query: ListBankTransactionsQuery,
  ): Promise<Page<BankTransactionResponse>> {
    return Page.of(
      await this.transactions.list(account.accountId, query),
      toBankTransactionResponse,
      query,
    );
  }

  async get(account: AccountContext, id: number): Promise<BankTransactionResponse> {
    return toBankTransactionResponse(found(await this.transactions.find(account.accountId, id)));
  }

  /**
   * Books the transaction on the invoices (a credit) or purchases (a debit) named, as the
   * payment services book any payment; its suggestions go. A matched one is refused (422).
   */
  match(
    account: AccountContext,
    id: number,
    input: MatchBankTransactionDto,
  ): Promise<BankTransactionResponse> {
    const { accountId } = account;
    return this.transactions.transaction(accountId, async (tx) => {
      const locked = found(await this.transactions.lock(accountId, id, tx));
      const { status } = bankTransactionTransition(locked, { type: 'booked' });
      const parents = await this.transactions.matchParents(
        accountId,
        {
          invoices: (input.invoices ?? []).map((entry) => entry.id),
          purchases: (input.purchases ?? []).map((entry) => entry.id),
        },
        tx,
      );
      const allocations = planManualMatch(locked, input, parents);
      await this.transactions.dropSuggestions(accountId, id, tx);
      const bookingDate = apiDate(locked.bookingDate);
      const booking = { transactionId: id, date: bookingDate, currency: locked.currency };
      await this.booker.book(
        account,
        [{ ...booking, description: 'Bank transfer (matched by hand)', allocations }],
        tx,
      );
      await this.transactions.setStatus(accountId, [id], { status, matchRule: 'manual' }, tx);
      return toBankTransactionResponse(found(await this.transactions.find(accountId, id, tx)));
    });
  }

  /** Sets an unmatched or suggested transaction aside (bank fees, private transfers). */
  ignore(account: AccountContext, id: number): Promise<BankTransactionResponse> {
    const { accountId } = account;
    return this.transactions.transaction(accountId, async (tx) => {
      const locked = found(await this.transactions.lock(accountId, id, tx));
      const { status } = bankTransactionTransition(locked, { type: 'ignore' });
      await this.transactions.dropSuggestions(accountId, id, tx);
      await this.transactions.setStatus(accountId, [id], { status, matchRule: null }, tx);
      return toBankTransactionResponse(found(await this.transactions.find(accountId, id, tx)));
    });
  }
}
