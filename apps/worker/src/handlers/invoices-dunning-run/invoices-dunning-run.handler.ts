import { Prisma, type JobPayloads, type PrismaClient } from '@faktura/db';
import { type BaseRatePeriod, DUNNED_STATUSES } from '@faktura/domain';
import type { Logger } from '../../logger';
import type { JobHandler } from '../../runner/job.types';
import { type LetterOutcome, writeDunningLetter } from './dunning-letter.writer';

/** Invoices read per query: the pass walks the candidates by id, this many at a time. */
export const DUNNING_BATCH_SIZE = 200;

/** Invoices of a batch written at once, each in its own transaction on its own connection. */
export const DUNNING_CONCURRENCY = 3;

/** What one pass did. */
export interface DunningPass {
  written: number;
  emailed: number;
  /** Invoices whose letter failed (logged; left to the next pass). */
  failed: number[];
}

/**
 * One pass over every invoice that may owe a dunning letter: accounts with dunning on, owed
 * statuses, due date before today in the account's time zone. The query only narrows; each
 * candidate is then planned and written by writeDunningLetter, whose lock and unique index make
 * every level happen once however many passes run or are killed.
 */
export async function runDunning(
  prisma: PrismaClient,
  log: Logger,
  rates: readonly BaseRatePeriod[],
  batchSize = DUNNING_BATCH_SIZE,
): Promise<DunningPass> {
  const pass: DunningPass = { written: 0, emailed: 0, failed: [] };
  const count = (outcome: LetterOutcome) => {
    if (outcome !== 'none') pass.written++;
    if (outcome === 'emailed') pass.emailed++;
  };
  for (let after = 0; ;) {
    const due = await prisma.$queryRaw<{ id: number; accountId: number }[]>(Prisma.sql`
      SELECT i.id, i.account_id AS "accountId"
        FROM invoices i
        JOIN dunning_settings s ON s.account_id = i.account_id AND s.enabled
        JOIN accounts a ON a.id = i.account_id
       WHERE i.status::text = ANY(${[...DUNNED_STATUSES]}::text[]) AND i.id > ${after}
         AND i.due_date < (now() AT TIME ZONE a.time_zone)::date
       ORDER BY i.id LIMIT ${batchSize}`);
    let next = 0;
    const lane = async () => {
      while (next < due.length) {
        const candidate = due[next++];
        try {
          count(await writeDunningLetter(prisma, candidate, rates));
        } catch (error) {
          pass.failed.push(candidate.id);
          log.error(`dunning invoice ${candidate.id} failed: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: DUNNING_CONCURRENCY }, lane));
    if (due.length < batchSize) return pass;
    after = due[due.length - 1].id;
  }
}

/**
 * The daily dunning run. Only database writes (the e-mails are queued in the outbox), each level
 * once, so a retry or a second worker simply carries on; no `step()` is needed. An invoice that
 * failed makes the job fail after the others are done, so it is retried.
 */
export function createDunningRunHandler(deps: {
  rates: readonly BaseRatePeriod[];
}): JobHandler<JobPayloads['invoices.dunning-run']> {
  return async ({ prisma, log }) => {
    const pass = await runDunning(prisma, log, deps.rates);
    if (pass.written > 0) {
      log.info(`wrote ${pass.written} dunning letters, ${pass.emailed} of them queued as e-mail`);
    }
    if (pass.failed.length > 0) {
      throw new Error(`dunning invoices ${pass.failed.join(', ')} failed (see the log)`);
    }
  };
}
