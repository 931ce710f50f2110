import { Injectable } from '@nestjs/common';
import { type CustomFieldDefinition, type CustomFieldEntity, Prisma } from '@faktura/db';
import { AccountDbService, accountTable, type TableTypesOf } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { AccountTableRepository } from '../../platform/repositories';
import { ListQueryService, type ListSource } from '../../platform/lists';
import type { ListCustomFieldDefinitionsQuery } from './dto/list-custom-field-definitions.query';

const SOURCE: ListSource = { table: 'custom_field_definitions' };

const DEFINITIONS = accountTable((db) => db.customFieldDefinition, undefined);

/** The table whose `custom_properties` hold the values of each entity's fields. */
const VALUE_TABLES: Record<CustomFieldEntity, string> = {
  Offer: 'offers',
  Invoice: 'invoices',
  Purchase: 'purchases',
  Expense: 'expenses',
  Company: 'companies',
  Contact: 'contacts',
  Project: 'projects',
  Deal: 'deals',
  User: 'users',
  Unit: 'units',
  PlannedPurchase: 'planned_purchases',
};

/** Custom field definitions of one account, and the values stored under their names. */
@Injectable()
export class CustomFieldDefinitionsRepository extends AccountTableRepository<
  TableTypesOf<typeof DEFINITIONS>
> {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db, DEFINITIONS);
  }

  async list(
    accountId: number,
    query: ListCustomFieldDefinitionsQuery,
  ): Promise<{ rows: CustomFieldDefinition[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    if (query.entity) conditions.push(Prisma.sql`entity = ${query.entity}::custom_field_entity`);
    if (query.kind) conditions.push(Prisma.sql`type = ${query.kind}::custom_field_type`);
    return this.listRows(this.lists, SOURCE, accountId, query, conditions);
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<CustomFieldDefinition | null> {
    return this.findRow(accountId, id, tx);
  }

  findByName(
    accountId: number,
    entity: CustomFieldEntity,
    name: string,
    tx?: AccountTx,
  ): Promise<CustomFieldDefinition | null> {
    return this.client(accountId, tx).customFieldDefinition.findFirst({
      where: { entity, name },
    });
  }

  delete(accountId: number, id: number, tx?: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }

  /** Moves the stored values of a renamed field to its new name; the records count as changed. */
  async renameValues(
    accountId: number,
    entity: CustomFieldEntity,
    from: string,
    to: string,
    tx: AccountTx,
  ): Promise<void> {
    const table = Prisma.raw(`"${VALUE_TABLES[entity]}"`);
    await tx.$executeRaw`
      UPDATE ${table}
      SET custom_properties = (custom_properties - ${from}::text)
            || jsonb_build_object(${to}::text, custom_properties -> ${from}::text),
          updated_at = now()
      WHERE account_id = ${accountId} AND custom_properties ? ${from}::text`;
  }

  /** Removes the stored values of a deleted field; the records count as changed. */
  async removeValues(
    accountId: number,
    entity: CustomFieldEntity,
    name: string,
    tx: AccountTx,
  ): Promise<void> {
    const table = Prisma.raw(`"${VALUE_TABLES[entity]}"`);
    await tx.$executeRaw`
      UPDATE ${table}
      SET custom_properties = custom_properties - ${name}::text, updated_at = now()
      WHERE account_id = ${accountId} AND custom_properties ? ${name}::text`;
  }
}
