import { Injectable } from '@nestjs/common';
import { Prisma, type User } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import type { AccountTx } from '../database/account-scope.extension';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { ListParams } from '../common/lists/list-params';
import type { QueryReader } from '../common/lists/query-reader';

const SOURCE: ListSource = { table: 'users' };

/** Users of one account. */
@Injectable()
export class UsersRepository {
  constructor(
    private readonly db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {}

  async list(
    accountId: number,
    params: ListParams,
    reader: QueryReader,
  ): Promise<{ rows: User[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    const active = reader.boolean('active');
    if (active !== undefined) conditions.push(Prisma.sql`active = ${active}`);
    const email = reader.string('email');
    if (email !== undefined) conditions.push(Prisma.sql`lower(email) = lower(${email})`);
    const { ids, total } = await this.lists.findIds(accountId, SOURCE, params, conditions, reader);
    const rows = await this.db.forAccount(accountId).user.findMany({ where: { id: { in: ids } } });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<User | null> {
    return (tx ?? this.db.forAccount(accountId)).user.findFirst({ where: { id } });
  }

  findByEmail(accountId: number, email: string, tx?: AccountTx): Promise<User | null> {
    return (tx ?? this.db.forAccount(accountId)).user.findFirst({
      where: { email: { equals: email, mode: 'insensitive' } },
    });
  }

  create(
    accountId: number,
    data: Omit<Prisma.UserUncheckedCreateInput, 'accountId'>,
    tx?: AccountTx,
  ): Promise<User> {
    return (tx ?? this.db.forAccount(accountId)).user.create({
      data: data as Prisma.UserUncheckedCreateInput,
    });
  }

  update(
    accountId: number,
    id: number,
    data: Prisma.UserUncheckedUpdateInput,
    tx?: AccountTx,
  ): Promise<User> {
    return (tx ?? this.db.forAccount(accountId)).user.update({ where: { id }, data });
  }

  /** Runs `work` in one transaction of the account. */
  transaction<T>(accountId: number, work: (tx: AccountTx) => Promise<T>): Promise<T> {
    return this.db.forAccount(accountId).$transaction(work);
  }
}
