import { Injectable } from '@nestjs/common';
import { enqueueJob, Prisma } from '@faktura/db';
import {
  AccountDbService,
  AccountScopedRepository,
  type AccountTx,
  readRows,
} from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import type { BookkeepingExportKind } from './bookkeeping-export.kind';
import type { ListBookkeepingExportsQuery } from './dto/list-bookkeeping-exports.query';

/** An export as its record shows it: the documents' IDs and the user embedded. */
export interface BookkeepingExportRow extends Record<string, unknown> {
  id: number;
  from_date: Date;
  to_date: Date;
  comment: string | null;
  status: string;
  created_at: Date;
  updated_at: Date;
  user: { id: number; firstname: string; lastname: string } | null;
  document_ids: number[];
}

/** A selected document, as the export's checks read it. */
export interface SelectedDocument extends Record<string, unknown> {
  id: number;
  date: Date;
  draft: boolean;
  export_id: number | null;
  party_id: number | null;
}

/** The columns of a new export. */
export interface NewExport {
  userId: number | null;
  comment: string | null;
  withDirectOnlineSubmission: boolean;
  archiveAfterExport: boolean;
  ids: number[];
  /** The documents' fiscal year (YYYY-MM-DD of its first day): reminders of another stay out. */
  fiscalYearStart: string;
}

const table = (kind: BookkeepingExportKind) => Prisma.raw(`"${kind.table}"`);

/** The columns a selection reads (drafts exist only among invoices). */
function selectedColumns(kind: BookkeepingExportKind): Prisma.Sql {
  const draft = kind.table === 'invoices' ? Prisma.sql`status = 'draft'` : Prisma.sql`false`;
  const party = Prisma.raw(kind.partyColumn);
  return Prisma.sql`id, date, ${draft} AS draft, bookkeeping_export_id AS export_id, ${party} AS party_id`;
}

/** Bookkeeping exports of one kind and the documents they lock. */
@Injectable()
export class BookkeepingExportsRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list(
    kind: BookkeepingExportKind,
    accountId: number,
    query: ListBookkeepingExportsQuery,
  ): Promise<{ rows: BookkeepingExportRow[]; total: number }> {
    const { ids, total } = await this.lists.find(
      accountId,
      { table: 'bookkeeping_exports' },
      query,
      [Prisma.sql`kind = ${kind.kind}::bookkeeping_export_kind`],
    );
    return { rows: await this.load(kind, accountId, ids), total };
  }

  async find(
    kind: BookkeepingExportKind,
    accountId: number,
    id: number,
    tx?: AccountTx,
  ): Promise<BookkeepingExportRow | null> {
    const [row] = await this.load(kind, accountId, [id], tx);
    return row ?? null;
  }

  /** The records of `ids` of the kind, in that order; IDs of another kind or account are left out. */
  private load(
    kind: BookkeepingExportKind,
    accountId: number,
    ids: number[],
    tx?: AccountTx,
  ): Promise<BookkeepingExportRow[]> {
    return readRows<BookkeepingExportRow>(
      this.records(tx),
      Prisma.sql`SELECT e.id, e.from_date, e.to_date, e.comment, e.status::text AS status,
  e.created_at, e.updated_at,
  (SELECT json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname)
    FROM users u WHERE u.id = e.user_id AND u.account_id = ${accountId}) AS user,
  ARRAY(SELECT d.id FROM ${table(kind)} d
    WHERE d.account_id = ${accountId} AND d.bookkeeping_export_id = e.id ORDER BY d.id) AS document_ids
FROM unnest(${ids}::int[]) WITH ORDINALITY AS page(id, position)
JOIN bookkeeping_exports e ON e.id = page.id AND e.account_id = ${accountId}
  AND e.kind = ${kind.kind}::bookkeeping_export_kind
ORDER BY page.position`,
    );
  }

  /** The documents of `ids` that exist in the account, locked until the export commits. */
  selectByIds(
    kind: BookkeepingExportKind,
    accountId: number,
    ids: number[],
    tx: AccountTx,
  ): Promise<SelectedDocument[]> {
    return tx.$queryRaw<SelectedDocument[]>(Prisma.sql`
      SELECT ${selectedColumns(kind)} FROM ${table(kind)}
      WHERE account_id = ${accountId} AND id = ANY(${ids}::int[])
      ORDER BY id FOR UPDATE`);
  }

  /**
   * Every not yet exported document dated in the range (either end open), drafts included
   * (the use case refuses them), locked until the export commits.
   */
  selectByRange(
    kind: BookkeepingExportKind,
    accountId: number,
    range: { from: string | null; to: string },
    tx: AccountTx,
  ): Promise<SelectedDocument[]> {
    return tx.$queryRaw<SelectedDocument[]>(Prisma.sql`
      SELECT ${selectedColumns(kind)} FROM ${table(kind)}
      WHERE account_id = ${accountId} AND bookkeeping_export_id IS NULL
        AND (${range.from}::date IS NULL OR date >= ${range.from}::date)
        AND date <= ${range.to}::date
      ORDER BY id FOR UPDATE`);
  }

  /**
   * Gives each company of `companyIds` that has no debitor (creditor) number the next ones
   * from `start` on, in ID order, skipping numbers another company of the account already
   * has; answers the number after the last one given and the companies numbered.
   */
  async numberParties(
    kind: BookkeepingExportKind,
    accountId: number,
    companyIds: number[],
    start: number,
    tx: AccountTx,
  ): Promise<{ next: number; numbered: number[] }> {
    const column = Prisma.raw(kind.numberColumn);
    const missing = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
      SELECT id FROM companies
      WHERE account_id = ${accountId} AND id = ANY(${companyIds}::int[]) AND ${column} IS NULL
      ORDER BY id FOR UPDATE`);
    if (missing.length === 0) return { next: start, numbered: [] };
    const taken = await tx.$queryRaw<{ n: number }[]>(Prisma.sql`
      SELECT ${column} AS n FROM companies
      WHERE account_id = ${accountId} AND ${column} >= ${start}`);
    const used = new Set(taken.map((row) => row.n));
    const numbers: number[] = [];
    let next = start;
    for (let i = 0; i < missing.length; i += 1) {
      while (used.has(next)) next += 1;
      numbers.push(next);
      next += 1;
    }
    await tx.$executeRaw(Prisma.sql`
      UPDATE companies c SET ${column} = n.number, updated_at = now()
      FROM unnest(${missing.map((row) => row.id)}::int[], ${numbers}::int[]) AS n(id, number)
      WHERE c.account_id = ${accountId} AND c.id = n.id`);
    return { next, numbered: missing.map((row) => row.id) };
  }

  /** Inserts the export (pending) and locks its documents into it; answers its ID. */
  async insert(
    kind: BookkeepingExportKind,
    accountId: number,
    input: NewExport,
    tx: AccountTx,
  ): Promise<number> {
    const [{ id }] = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
      INSERT INTO bookkeeping_exports (account_id, kind, from_date, to_date, comment, user_id,
        with_direct_online_submission, archive_after_export, retention_until, updated_at)
      SELECT ${accountId}, ${kind.kind}::bookkeeping_export_kind, min(d.date), max(d.date),
        ${input.comment}, ${input.userId}, ${input.withDirectOnlineSubmission},
        ${input.archiveAfterExport},
        make_date(extract(year FROM max(d.date))::int + 10, 12, 31), now()
      FROM ${table(kind)} d WHERE d.account_id = ${accountId} AND d.id = ANY(${input.ids}::int[])
      RETURNING id`);
    await tx.$executeRaw(Prisma.sql`
      UPDATE ${table(kind)} SET bookkeeping_export_id = ${id}, booked = true, booked_at = now(),
        updated_at = now()
      WHERE account_id = ${accountId} AND id = ANY(${input.ids}::int[])`);
    if (kind.table === 'invoices') {
      // Fees of this export's invoices, and fees still pending of invoices exported before (a
      // reminder written after its invoice went to the books), dated in the export's year.
      await tx.$executeRaw(Prisma.sql`
        UPDATE invoice_reminders r SET bookkeeping_export_id = ${id}
        WHERE r.account_id = ${accountId} AND r.fee > 0 AND r.bookkeeping_export_id IS NULL
          AND r.date < ${input.fiscalYearStart}::date + interval '1 year'
          AND (r.invoice_id = ANY(${input.ids}::int[])
            OR (r.date >= ${input.fiscalYearStart}::date AND EXISTS (
              SELECT 1 FROM invoices i WHERE i.account_id = ${accountId} AND i.id = r.invoice_id
                AND i.bookkeeping_export_id IS NOT NULL AND i.bookkeeping_export_id <> ${id})))`);
    }
    await enqueueJob(tx, {
      type: 'bookkeeping.export',
      payload: { exportId: id, accountId },
      accountId,
    });
    return id;
  }

  /** Moves the purchases of `ids` not yet in `status` there; answers the ones it moved. */
  async movePurchases(
    accountId: number,
    ids: number[],
    status: 'pending' | 'archived',
    tx: AccountTx,
  ): Promise<number[]> {
    const moved = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
      UPDATE purchases SET status = ${status}::purchase_status, updated_at = now()
      WHERE account_id = ${accountId} AND id = ANY(${ids}::int[])
        AND status <> ${status}::purchase_status
      RETURNING id`);
    return moved.map((row) => row.id);
  }

  /** The export's status and booking file, for the download. */
  findFile(
    kind: BookkeepingExportKind,
    accountId: number,
    id: number,
  ): Promise<{
    status: string;
    from_date: Date;
    to_date: Date;
    booking_file: Uint8Array | null;
  } | null> {
    return this.client(accountId)
      .bookkeepingExport.findFirst({
        where: { id, kind: kind.kind },
        select: { status: true, fromDate: true, toDate: true, bookingFile: true },
      })
      .then((row) =>
        row
          ? {
              status: row.status,
              from_date: row.fromDate,
              to_date: row.toDate,
              booking_file: row.bookingFile,
            }
          : null,
      );
  }
}
