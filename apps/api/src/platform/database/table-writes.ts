import type { AccountTx } from './account-scope.extension';

/** The writes a twin family's member makes on its own table's Prisma model. */
export interface ModelWrites<Row> {
  create(args: { data: never }): PromiseLike<Row>;
  update(args: { where: { id: number }; data: never }): PromiseLike<Row>;
}

/**
 * A family member's create and update (categories, VAT codes): Prisma's models share no write
 * type, so each member names its model and the family's one implementation passes the columns.
 */
export function tableWrites<Row>(model: (db: AccountTx) => ModelWrites<Row>) {
  return {
    create: (db: AccountTx, data: Record<string, unknown>): PromiseLike<Row> =>
      model(db).create({ data: data as never }),
    update: (db: AccountTx, id: number, data: Record<string, unknown>): PromiseLike<Row> =>
      model(db).update({ where: { id }, data: data as never }),
  };
}
