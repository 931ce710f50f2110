import { Injectable } from '@nestjs/common';
import { Prisma, type VatCodeSale } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';
import type { AccountTx } from '../database/account-scope.extension';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { ListParams } from '../common/lists/list-params';
import type { QueryReader } from '../common/lists/query-reader';
import { vatCodeFilters } from './vat-code.rules';

const SOURCE: ListSource = { table: 'vat_codes_sales' };

/** Sales VAT codes of one account (offers and invoices). */
@Injectable()
export class VatCodeSalesRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list(
    accountId: number,
    params: ListParams,
    reader: QueryReader,
  ): Promise<{ rows: VatCodeSale[]; total: number }> {
    const conditions = vatCodeFilters(reader);
    const { ids, total } = await this.lists.findIds(accountId, SOURCE, params, conditions, reader);
    const rows = await this.db
      .forAccount(accountId)
      .vatCodeSale.findMany({ where: { id: { in: ids } } });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<VatCodeSale | null> {
    return this.client(accountId, tx).vatCodeSale.findFirst({ where: { id } });
  }

  findByCode(accountId: number, code: string, tx?: AccountTx): Promise<VatCodeSale | null> {
    return this.client(accountId, tx).vatCodeSale.findFirst({ where: { code } });
  }

  async isEuMember(accountId: number, tx?: AccountTx): Promise<boolean> {
    const account = await this.client(accountId, tx).account.findFirst({
      select: { euMember: true },
    });
    return account?.euMember ?? false;
  }

  create(
    accountId: number,
    data: Omit<Prisma.VatCodeSaleUncheckedCreateInput, 'accountId'>,
    tx?: AccountTx,
  ): Promise<VatCodeSale> {
    return this.client(accountId, tx).vatCodeSale.create({
      data: data as Prisma.VatCodeSaleUncheckedCreateInput,
    });
  }

  update(
    accountId: number,
    id: number,
    data: Prisma.VatCodeSaleUncheckedUpdateInput,
    tx?: AccountTx,
  ): Promise<VatCodeSale> {
    return this.client(accountId, tx).vatCodeSale.update({ where: { id }, data });
  }
}
