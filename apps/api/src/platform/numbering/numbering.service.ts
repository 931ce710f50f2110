import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { DomainError, formatIdentifier, type IdentifierKind } from '@faktura/domain';
import type { AccountTx } from '../database';

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
      ${increment(accountId, kind, year)} RETURNING last_value`;
    return formatIdentifier(kind, year, rows[0].last_value);
  }

  /**
   * The same increment as a statement for a data-modifying CTE that yields one row with the
   * next `identifier`, so a document's INSERT takes its number in its own round trip (and the
   * sequence row is locked only from there to the commit). The text is `formatIdentifier`'s:
   * its prefix and year come from the domain, the sequence is padded to four digits here.
   */
  nextSql(accountId: number, kind: IdentifierKind, date: Date): Prisma.Sql {
    const year = date.getUTCFullYear();
    checkYear(kind, year);
    const prefix = formatIdentifier(kind, year, 1).slice(0, -SEQUENCE_DIGITS);
    return Prisma.sql`${increment(accountId, kind, year)}
      RETURNING ${prefix} || CASE WHEN last_value < ${10 ** SEQUENCE_DIGITS}
        THEN lpad(last_value::text, ${SEQUENCE_DIGITS}, '0') ELSE last_value::text END
        AS identifier`;
  }
}

/** formatIdentifier pads the sequence to this many digits. */
const SEQUENCE_DIGITS = 4;

/** The upsert on the sequence row of the account, kind and year (its lock lasts to the commit). */
function increment(accountId: number, kind: IdentifierKind, year: number): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO number_sequences (account_id, kind, year, last_value, updated_at)
    VALUES (${accountId}, ${kind}::number_sequence_kind, ${year}, 1, now())
    ON CONFLICT (account_id, kind, year)
    DO UPDATE SET last_value = number_sequences.last_value + 1, updated_at = now()`;
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
