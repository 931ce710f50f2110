import { Injectable } from '@nestjs/common';
import type { MatchOutcome } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { PaymentRunsService } from '../../purchasing/payment-runs';
import { DirectDebitRunsService } from '../../sales/direct-debit-runs';
import { BankMatchContextRepository } from './bank-match-context.repository';

/** What settling needs to know of a new statement transaction. */
export interface SettledTransaction {
  bookingDate: string;
  endToEndId: string | null;
}

/**
 * Keeps Faktura's own SEPA instructions in step with the bank: a statement entry that booked
 * a pending direct debit (pain.008) or transfer (pain.001) by its end-to-end id confirms it,
 * and a return of one marks it returned (a returned first collection leaves the mandate's next
 * one a first again). Instructions already settled that way are left as they are, so the same
 * return reported twice changes nothing.
 */
@Injectable()
export class SepaInstructionsSettler {
  constructor(
    private readonly context: BankMatchContextRepository,
    private readonly directDebits: DirectDebitRunsService,
    private readonly transfers: PaymentRunsService,
  ) {}

  async settle(
    account: AccountContext,
    outcomes: readonly MatchOutcome[],
    byId: ReadonlyMap<number, SettledTransaction>,
    tx: AccountTx,
  ): Promise<void> {
    const confirmations = outcomes.flatMap((outcome) => {
      const endToEndId = byId.get(outcome.key)?.endToEndId?.trim();
      return outcome.kind === 'book' && outcome.rule === 'end_to_end_id' && endToEndId
        ? [{ endToEndId, bookingDate: byId.get(outcome.key)!.bookingDate }]
        : [];
    });
    const returns = outcomes.flatMap((outcome) =>
      outcome.kind === 'return' && outcome.endToEndId
        ? [{ endToEndId: outcome.endToEndId.trim(), reason: outcome.reason }]
        : [],
    );
    const named = [...confirmations, ...returns].map(({ endToEndId }) => endToEndId);
    if (named.length === 0) return;
    const issued = new Map(
      (await this.context.issuedInstructions(account.accountId, named, tx)).map((row) => [
        row.endToEndId,
        row,
      ]),
    );
    for (const { endToEndId, bookingDate } of confirmations) {
      const instruction = issued.get(endToEndId);
      if (instruction?.status !== 'pending') continue;
      if (instruction.kind === 'direct_debit')
        await this.directDebits.confirmDirectDebit(account, endToEndId, tx);
      else await this.transfers.confirmTransfer(account, endToEndId, bookingDate, tx);
      instruction.status = 'booked';
    }
    for (const { endToEndId, reason } of returns) {
      const instruction = issued.get(endToEndId);
      if (instruction?.status !== 'pending' && instruction?.status !== 'booked') continue;
      // NARR: the ISO code for "the reason is in the text", when the bank gave no code.
      if (instruction.kind === 'direct_debit')
        await this.directDebits.returnDirectDebit(account, endToEndId, reason ?? 'NARR', tx);
      else await this.transfers.returnTransfer(account, endToEndId, tx);
      instruction.status = 'returned';
    }
  }
}
