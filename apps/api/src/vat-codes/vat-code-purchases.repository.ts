import { Injectable } from '@nestjs/common';
import { Prisma, type VatCodePurchase } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import type { AccountTx } from '../database/account-scope.extension';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { ListParams } from '../common/lists/list-params';
import type { QueryReader } from '../common/lists/query-reader';
import { vatCodeFilters } from './vat-code.rules';

const SOURCE: ListSource = { table: 'vat_codes_purchases' };

/** Purchase VAT codes of one account (purchase items). */
@Injectable()
export class VatCodePurchasesRepository {
  constructor(
    private readonly db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {}

  async list(
    accountId: number,
    params: ListParams,
    reader: QueryReader,
  ): Promise<{ rows: VatCodePurchase[]; total: number }> {
    const conditions = vatCodeFilters(reader);
    const { ids, total } = await this.lists.findIds(accountId, SOURCE, params, conditions, reader);
    const rows = await this.db
      .forAccount(accountId)
      .vatCodePurchase.findMany({ where: { id: { in: ids } } });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<VatCodePurchase | null> {
    return (tx ?? this.db.forAccount(accountId)).vatCodePurchase.findFirst({ where: { id } });
  }

  findByCode(accountId: number, code: string, tx?: AccountTx): Promise<VatCodePurchase | null> {
    return (tx ?? this.db.forAccount(accountId)).vatCodePurchase.findFirst({ where: { code } });
  }

  async isEuMember(accountId: number, tx?: AccountTx): Promise<boolean> {
    const account = await (tx ?? this.db.forAccount(accountId)).account.findFirst({
      select: { euMember: true },
    });
    return account?.euMember ?? false;
  }

  create(
    accountId: number,
    data: Omit<Prisma.VatCodePurchaseUncheckedCreateInput, 'accountId'>,
    tx?: AccountTx,
  ): Promise<VatCodePurchase> {
    return (tx ?? this.db.forAccount(accountId)).vatCodePurchase.create({
      data: data as Prisma.VatCodePurchaseUncheckedCreateInput,
    });
  }

  update(
    accountId: number,
    id: number,
    data: Prisma.VatCodePurchaseUncheckedUpdateInput,
    tx?: AccountTx,
  ): Promise<VatCodePurchase> {
    return (tx ?? this.db.forAccount(accountId)).vatCodePurchase.update({ where: { id }, data });
  }

  /** Runs `work` in one transaction of the account. */
  transaction<T>(accountId: number, work: (tx: AccountTx) => Promise<T>): Promise<T> {
    return this.db.forAccount(accountId).$transaction(work);
  }
}
