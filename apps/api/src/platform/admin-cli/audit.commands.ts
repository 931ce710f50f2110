import type { PrismaClient } from '@faktura/db';
import { AuditChainCheck, type ChainedRow } from '../../organisation/audit-events';
import type { AdminCommand } from './admin-command';
import { readId } from './cli-args.parser';
import { CliFailure } from './cli.errors';

/** Rows read per statement: the chain is streamed, never loaded whole. */
const BATCH = 1000;

type StoredRow = ChainedRow & { id: string; hash: string };

/** Every field as its canonical text takes it (time and jsonb as PostgreSQL's text). */
async function batchOf(prisma: PrismaClient, accountId: number, afterSeq: number) {
  return prisma.$queryRaw<StoredRow[]>`
    SELECT id::text AS id, account_id AS "accountId", seq,
           to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "occurredAt",
           user_id AS "userId", api_key_id AS "apiKeyId", record_type AS "recordType",
           record_id AS "recordId", action, changes::text AS changes, snapshot::text AS snapshot,
           prev_hash AS "prevHash", hash
      FROM audit_events
     WHERE account_id = ${accountId} AND seq > ${afterSeq}
     ORDER BY seq LIMIT ${BATCH}`;
}

/** Follows one account's chain batch by batch; the check holds the count and the first break. */
async function checkAccount(prisma: PrismaClient, accountId: number): Promise<AuditChainCheck> {
  const check = new AuditChainCheck();
  let afterSeq = 0;
  for (;;) {
    const rows = await batchOf(prisma, accountId, afterSeq);
    for (const row of rows) if (!check.next(row)) return check;
    if (rows.length < BATCH) return check;
    afterSeq = rows[rows.length - 1].seq;
  }
}

async function accountIds(prisma: PrismaClient, only: number | undefined): Promise<number[]> {
  if (only !== undefined) {
    const found = await prisma.account.findUnique({ where: { id: only }, select: { id: true } });
    if (!found) throw new CliFailure(`account ${only} not found`);
    return [only];
  }
  const rows = await prisma.account.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  return rows.map((row) => row.id);
}

export const verifyAuditCommand: AdminCommand = {
  name: 'verify-audit',
  usage: '[--account <id>]',
  summary:
    "Recompute every account's audit hash chain (or one account's); fails naming the first row that does not match",
  options: { account: { type: 'string' } },
  async run({ args, out, prisma }) {
    const option = args.options.account as string | undefined;
    const only = option === undefined ? undefined : readId(option, '--account');
    const broken: string[] = [];
    for (const accountId of await accountIds(prisma(), only)) {
      const check = await checkAccount(prisma(), accountId);
      const failure = check.firstBreak;
      if (failure) {
        const where = `account ${accountId}, seq ${failure.seq}, id ${failure.id}`;
        out(`Account ${accountId}: BROKEN at ${where}: ${failure.problem}`);
        broken.push(where);
      } else {
        out(`Account ${accountId}: ${check.checked} rows, chain intact.`);
      }
    }
    if (broken.length > 0)
      throw new CliFailure(`audit chain broken: first mismatching row ${broken.join('; ')}`);
  },
};
