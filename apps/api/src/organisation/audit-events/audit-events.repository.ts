import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { AccountDbService, AccountScopedRepository, readRows } from '../../platform/database';
import { ListQueryService, type ListSource } from '../../platform/lists';
import type { ListAuditEventsQuery } from './dto/list-audit-events.query';

const SOURCE: ListSource = { table: 'audit_events' };

/** An audit row as the list shows it (the snapshot stays inside: it can be large). */
export type AuditEventRow = {
  id: string;
  seq: number;
  occurred_at: string;
  user: { id: number; firstname: string; lastname: string } | null;
  api_key_id: number | null;
  record_type: string;
  record_id: number;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  hash: string;
  prev_hash: string;
};

/** The account's audit rows (`audit_events`), read only: rows are appended by AuditLogWriter. */
@Injectable()
export class AuditEventsRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  /** One page of the account's rows, in the lists' default order (id asc) unless sort_by says otherwise. */
  async list(
    accountId: number,
    query: ListAuditEventsQuery,
  ): Promise<{ rows: AuditEventRow[]; total: number }> {
    const conditions = filtersOf(query);
    // Rows are never updated: updated_after means written after.
    if (query.updated_after) conditions.push(Prisma.sql`occurred_at > ${query.updated_after}`);
    const { ids, total } = await this.lists.find(
      accountId,
      SOURCE,
      { ...query, updated_after: undefined },
      conditions,
    );
    if (ids.length === 0) return { rows: [], total };
    const rows = await readRows<AuditEventRow>(
      this.db.reader,
      Prisma.sql`
        SELECT e.id::text AS id, e.seq,
               to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
                 AS occurred_at,
               CASE WHEN u.id IS NULL THEN NULL ELSE
                 json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname)
               END AS user,
               e.api_key_id, e.record_type, e.record_id, e.action, e.changes, e.hash, e.prev_hash
          FROM audit_events e
          LEFT JOIN users u ON u.id = e.user_id AND u.account_id = e.account_id
         WHERE e.account_id = ${accountId} AND e.id = ANY(${ids.map(String)}::bigint[])`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { rows: ids.flatMap((id) => byId.get(String(id)) ?? []), total };
  }
}

/** The list's own filters as SQL conditions (values are parameters). */
function filtersOf(query: ListAuditEventsQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.record_type) conditions.push(Prisma.sql`record_type = ${query.record_type}`);
  if (query.record_id) conditions.push(Prisma.sql`record_id = ${query.record_id}`);
  if (query.user_id) conditions.push(Prisma.sql`user_id = ${query.user_id}`);
  if (query.from)
    conditions.push(Prisma.sql`occurred_at >= (${query.from}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (query.to)
    conditions.push(
      Prisma.sql`occurred_at < (${query.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`,
    );
  return conditions;
}
