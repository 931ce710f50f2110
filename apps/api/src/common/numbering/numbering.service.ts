import { Injectable } from '@nestjs/common';
import { DomainError, formatIdentifier, type IdentifierKind } from '@faktura/domain';
import type { AccountTx } from '../../database/account-scope.extension';

/**
 * Gap-free document numbers per account, kind and year. The increment is an upsert on the
 * sequence row inside the caller's transaction: the row stays locked until that transaction
 * ends, so concurrent callers wait, and a rolled-back document gives its number back.
 */
@Injectable()
export class NumberingService {
  /** The next identifier, e.g. R260001; `tx` must be the transaction that stores the document. */
  async next(tx: AccountTx, accountId: number, kind: IdentifierKind, date: Date): Promise<string> {
    const year = date.getUTCFullYear();
    checkYear(kind, year);
    const rows = await tx.$queryRaw<{ last_value: number }[]>`
      INSERT INTO number_sequences (account_id, kind, year, last_value, updated_at)
      VALUES (${accountId}, ${kind}::number_sequence_kind, ${year}, 1, now())
      ON CONFLICT (account_id, kind, year)
      DO UPDATE SET last_value = number_sequences.last_value + 1, updated_at = now()
      RETURNING last_value`;
    return formatIdentifier(kind, year, rows[0].last_value);
  }
}

// Checked before the sequence row is touched; the client sent a date, not a year.
function checkYear(kind: IdentifierKind, year: number): void {
  try {
    formatIdentifier(kind, year, 1);
  } catch (error) {
    if (!DomainError.is(error) || !error.fieldErrors.year) throw error;
    throw DomainError.validation({
      date: [`${error.fieldErrors.year[0]} (numbers carry a two-digit year)`],
    });
  }
}
