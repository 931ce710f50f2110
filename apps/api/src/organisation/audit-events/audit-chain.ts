import { createHash } from 'node:crypto';

/** The first row of an account links to this instead of a previous hash. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * An audit row's fields as its canonical text takes them: the time as UTC with microseconds
 * (`2026-12-06T09:15:04.123456Z`), `changes` and `snapshot` in PostgreSQL's text form of jsonb.
 */
export interface ChainedRow {
  accountId: number;
  seq: number;
  occurredAt: string;
  userId: number | null;
  apiKeyId: number | null;
  recordType: string;
  recordId: number;
  action: string;
  changes: string;
  snapshot: string | null;
  prevHash: string;
}

/** The text a row's hash is the SHA-256 of (the same as faktura_audit_canonical in SQL). */
export function canonicalAuditText(row: ChainedRow): string {
  return [
    'faktura-audit-v1',
    String(row.accountId),
    String(row.seq),
    row.occurredAt,
    row.userId === null ? '' : String(row.userId),
    row.apiKeyId === null ? '' : String(row.apiKeyId),
    row.recordType,
    String(row.recordId),
    row.action,
    row.changes,
    row.snapshot ?? '',
    row.prevHash,
  ].join('\n');
}

/** The lowercase hex SHA-256 of a row's canonical text. */
export function auditRowHash(row: ChainedRow): string {
  return createHash('sha256').update(canonicalAuditText(row), 'utf8').digest('hex');
}

/** Where a chain breaks: the row and why. */
export interface ChainBreak {
  seq: number;
  id: string;
  problem: string;
}

/** Follows one account's chain row by row (in seq order), remembering the first break. */
export class AuditChainCheck {
  private expectedSeq = 1;
  private previousHash = GENESIS_HASH;
  checked = 0;
  firstBreak: ChainBreak | null = null;

  /** Checks the next row; false once the chain is broken (later rows need no check). */
  next(row: ChainedRow & { id: string; hash: string }): boolean {
    if (this.firstBreak) return false;
    const problem =
      row.seq !== this.expectedSeq
        ? `seq ${row.seq} where ${this.expectedSeq} was expected (a row is missing)`
        : row.prevHash !== this.previousHash
          ? 'prev_hash is not the hash of the row before'
          : auditRowHash(row) !== row.hash
            ? 'hash does not match the row content'
            : null;
    if (problem) {
      this.firstBreak = { seq: row.seq, id: row.id, problem };
      return false;
    }
    this.checked += 1;
    this.expectedSeq += 1;
    this.previousHash = row.hash;
    return true;
  }
}
