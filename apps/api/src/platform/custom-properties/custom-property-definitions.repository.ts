import { Injectable } from '@nestjs/common';
import type { CustomFieldEntity } from '@faktura/db';
import { AccountDbService, AccountScopedRepository } from '../database';
import type { FieldDefinition } from '../lists';

/** The account's custom field definitions as the checks of custom property values read them. */
@Injectable()
export class CustomPropertyDefinitionsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** The definitions of `entity` among `names`; names without a definition are left out. */
  named(
    accountId: number,
    entity: CustomFieldEntity,
    names: readonly string[],
  ): Promise<Array<FieldDefinition & { name: string; options: string[] }>> {
    return this.client(accountId).customFieldDefinition.findMany({
      where: { entity, name: { in: [...names] } },
      select: { name: true, type: true, options: true },
    });
  }
}
