import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import type { AccountTx } from '../database/account-scope.extension';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { ListParams } from '../common/lists/list-params';
import type { QueryReader } from '../common/lists/query-reader';
import { containsPattern } from '../common/input/input-transforms';

const SOURCE: ListSource = { table: 'contacts', entity: 'Contact' };
const WITH_COMPANY = { company: { select: { id: true, name: true } } } as const;

/** A contact with the `{id, name}` of its company. */
export type ContactRow = Prisma.ContactGetPayload<{ include: typeof WITH_COMPANY }>;

/** Contact people of one account. */
@Injectable()
export class ContactsRepository {
  constructor(
    private readonly db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {}

  async list(
    accountId: number,
    params: ListParams,
    reader: QueryReader,
  ): Promise<{ rows: ContactRow[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    const companyIds = reader.idList('company_id');
    if (companyIds) conditions.push(Prisma.sql`company_id = ANY(${companyIds}::int[])`);
    const tags = reader.stringList('tags');
    if (tags?.length) conditions.push(Prisma.sql`tags @> ${tags}::text[]`);
    const term = reader.string('term');
    if (term !== undefined) {
      const pattern = containsPattern(term);
      // The full name too, so "Anna Muster" finds Anna Muster.
      conditions.push(Prisma.sql`(firstname ILIKE ${pattern} OR lastname ILIKE ${pattern}
        OR email ILIKE ${pattern} OR concat_ws(' ', firstname, lastname) ILIKE ${pattern})`);
    }
    const { ids, total } = await this.lists.findIds(accountId, SOURCE, params, conditions, reader);
    const rows = await this.db
      .forAccount(accountId)
      .contact.findMany({ where: { id: { in: ids } }, include: WITH_COMPANY });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<ContactRow | null> {
    return (tx ?? this.db.forAccount(accountId)).contact.findFirst({
      where: { id },
      include: WITH_COMPANY,
    });
  }

  create(
    accountId: number,
    data: Omit<Prisma.ContactUncheckedCreateInput, 'accountId'>,
    tx?: AccountTx,
  ): Promise<ContactRow> {
    return (tx ?? this.db.forAccount(accountId)).contact.create({
      data: data as Prisma.ContactUncheckedCreateInput,
      include: WITH_COMPANY,
    });
  }

  update(
    accountId: number,
    id: number,
    data: Prisma.ContactUncheckedUpdateInput,
    tx?: AccountTx,
  ): Promise<ContactRow> {
    return (tx ?? this.db.forAccount(accountId)).contact.update({
      where: { id },
      data,
      include: WITH_COMPANY,
    });
  }

  /** False when the contact does not exist in the account. */
  async delete(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    const { count } = await (tx ?? this.db.forAccount(accountId)).contact.deleteMany({
      where: { id },
    });
    return count > 0;
  }

  /** Runs `work` in one transaction of the account. */
  transaction<T>(accountId: number, work: (tx: AccountTx) => Promise<T>): Promise<T> {
    return this.db.forAccount(accountId).$transaction(work);
  }
}
