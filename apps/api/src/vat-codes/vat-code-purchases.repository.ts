import { Injectable } from '@nestjs/common';
import { Prisma, type VatCodePurchase } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';
import type { AccountTx } from '../database/account-scope.extension';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { ListParams } from '../common/lists/list-params';
import type { QueryReader } from '../common/lists/query-reader';
import { vatCodeFilters } from './vat-code.rules';

const SOURCE: ListSource = { table: 'vat_codes_purchases' };

/** Purchase VAT codes of one account (purchase items). */
@Injectable()
export class VatCodePurchasesRepository extends AccountScopedRepository {
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
  ): Promise<{ rows: VatCodePurchase[]; total: number }> {
    const conditions = vatCodeFilters(reader);
    const { ids, total } = await this.lists.findIds(accountId, SOURCE, params, conditions, reader);
    const rows = await this.db
      .forAccount(accountId)
      .vatCodePurchase.findMany({ where: { id: { in: ids } } });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<VatCodePurchase | null> {
    return this.client(accountId, tx).vatCodePurchase.findFirst({ where: { id } });
  }

  findByCode(accountId: number, code: string, tx?: AccountTx): Promise<VatCodePurchase | null> {
    return this.client(accountId, tx).vatCodePurchase.findFirst({ where: { code } });
  }

  async isEuMember(accountId: number, tx?: AccountTx): Promise<boolean> {
    const account = await this.client(accountId, tx).account.findFirst({
      select: { euMember: true },
    });
    return account?.euMember ?? false;
  }

  create(
    accountId: number,
    data: Omit<Prisma.VatCodePurchaseUncheckedCreateInput, 'accountId'>,
    tx?: AccountTx,
  ): Promise<VatCodePurchase> {
    return this.client(accountId, tx).vatCodePurchase.create({
      data: data as Prisma.VatCodePurchaseUncheckedCreateInput,
    });
  }

  update(
    accountId: number,
    id: number,
    data: Prisma.VatCodePurchaseUncheckedUpdateInput,
    tx?: AccountTx,
  ): Promise<VatCodePurchase> {
    return this.client(accountId, tx).vatCodePurchase.update({ where: { id }, data });
  }
}
