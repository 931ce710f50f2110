import { Injectable } from '@nestjs/common';
import {
  type Allocation,
  bankTransactionTransition,
  type BankTransactionStatus,
  describeReturn,
  initialBankTransactionState,
  type MatchOutcome,
  type MatchRule,
  returnAllocations,
} from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { type BankBooking, BankPaymentsBooker } from './bank-payments.booker';
import { BankTransactionsRepository } from './bank-transactions.repository';
import { SepaInstructionsSettler } from './sepa-instructions.settler';

/** What a booking of a new transaction needs besides its outcome. */
export interface NewTransaction {
  id: number;
  bookingDate: string;
  currency: string;
  remittanceText: string | null;
  endToEndId: string | null;
}

/** How many of the new transactions ended in each status. */
export type OutcomeCounts = Record<BankTransactionStatus, number>;

type Rule = MatchRule | 'return';

/**
 * Carries out what matching decided for newly imported transactions, in the import's
 * transaction: sure matches book payments, suggestions are stored for a person, returns take
 * back the payments of the transaction they return. Statuses move only through the domain's
 * `bankTransactionTransition`.
 */
@Injectable()
export class BankMatchApplier {
  constructor(
    private readonly transactions: BankTransactionsRepository,
    private readonly booker: BankPaymentsBooker,
    private readonly sepa: SepaInstructionsSettler,
  ) {}

  async apply(
    account: AccountContext,
    outcomes: readonly MatchOutcome[],
    byId: ReadonlyMap<number, NewTransaction>,
    tx: AccountTx,
  ): Promise<OutcomeCounts> {
    const { accountId } = account;
    const statuses = new Map<
      string,
      { status: BankTransactionStatus; rule: Rule; ids: number[] }
    >();
    const note = (id: number, event: 'booked' | 'suggested', rule: Rule) => {
      const { status } = bankTransactionTransition(initialBankTransactionState(), { type: event });
      const key = `${status}:${rule}`;
      const group = statuses.get(key) ?? { status, rule, ids: [] };
      group.ids.push(id);
      statuses.set(key, group);
    };
    const booking = (id: number, allocations: Allocation[], why: string): BankBooking => {
      const transaction = byId.get(id)!;
      const text = transaction.remittanceText ? `: ${transaction.remittanceText}` : '';
      return {
        transactionId: id,
        date: transaction.bookingDate,
        currency: transaction.currency,
        description: `${why}${text}`.slice(0, 1000),
        allocations,
      };
    };

    const bookings: BankBooking[] = [];
    const suggestions = [];
    for (const outcome of outcomes) {
      if (outcome.kind === 'book') {
        bookings.push(booking(outcome.key, outcome.allocations, 'Bank transfer'));
        note(outcome.key, 'booked', outcome.rule);
      } else if (outcome.kind === 'suggest') {
        suggestions.push(
          ...outcome.allocations.map((a) => ({
            ...a,
            kind: 'suggestion' as const,
            transactionId: outcome.key,
          })),
        );
        note(outcome.key, 'suggested', outcome.rule);
      }
    }
    await this.booker.book(account, bookings, tx);
    await this.transactions.allocateMany(accountId, suggestions, tx);
    await this.setStatuses(accountId, statuses, tx);

    // After the bookings: a return may take back a payment of the same file.
    const returns = outcomes.flatMap((o) => (o.kind === 'return' && o.endToEndId ? [o] : []));
    const returned = await this.transactions.bookedByEndToEndId(
      accountId,
      returns.map((r) => r.endToEndId!),
      tx,
    );
    const reversals: BankBooking[] = [];
    const takenBackIds = new Set<number>();
    for (const ret of returns) {
      const original = returned.find(
        (row) => row.endToEndId === ret.endToEndId && !takenBackIds.has(row.id),
      );
      if (!original || original.id === ret.key) continue;
      takenBackIds.add(original.id);
      const takenBack = returnAllocations(
        original.allocations.map((a) => ({ ...a, amount: a.amount.toString() })),
      );
      reversals.push(booking(ret.key, takenBack, `Returned: ${describeReturn(ret.reason)}`));
      await this.transactions.setReversed(accountId, ret.key, original.id, tx);
      note(ret.key, 'booked', 'return');
    }
    await this.booker.book(account, reversals, tx);
    await this.sepa.settle(account, outcomes, byId, tx);
    const [returnGroup] = [...statuses.values()].filter((group) => group.rule === 'return');
    if (returnGroup) await this.setStatuses(accountId, new Map([['return', returnGroup]]), tx);

    const counts: OutcomeCounts = { matched: 0, suggested: 0, unmatched: 0, ignored: 0 };
    for (const group of statuses.values()) counts[group.status] += group.ids.length;
    counts.unmatched = outcomes.length - counts.matched - counts.suggested;
    return counts;
  }

  private async setStatuses(
    accountId: number,
    groups: ReadonlyMap<string, { status: BankTransactionStatus; rule: Rule; ids: number[] }>,
    tx: AccountTx,
  ): Promise<void> {
    for (const { status, rule, ids } of groups.values())
      await this.transactions.setStatus(accountId, ids, { status, matchRule: rule }, tx);
  }
}
