import { Injectable } from '@nestjs/common';
import type { CustomFieldEntity, Prisma } from '@faktura/db';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import { CustomPropertyDefinitionsRepository } from './custom-property-definitions.repository';
import { checkCustomPropertyValue } from './custom-property-value';

type Properties = Record<string, unknown>;

/** Checks custom property values against the account's field definitions on every write. */
@Injectable()
export class CustomPropertiesService {
  constructor(private readonly definitions: CustomPropertyDefinitionsRepository) {}

  /**
   * The properties to store: `input` checked against the definitions of `entity` and merged
   * over `current`. Names without a definition are ignored (as the reference service does);
   * `null` removes a value. Problems are a 422 naming `custom_properties.<name>`.
   */
  async resolve(
    accountId: number,
    entity: CustomFieldEntity,
    input: unknown,
    current: Properties = {},
  ): Promise<Properties> {
    if (input === undefined) return current;
    if (input === null || typeof input !== 'object' || Array.isArray(input)) {
      throw DomainError.validation({ custom_properties: ['must be an object'] });
    }
    const names = Object.keys(input);
    const definitions = await this.definitions.named(accountId, entity, names);
    const result: Properties = { ...current };
    const errors = new FieldErrorCollector();
    for (const definition of definitions) {
      const value = (input as Properties)[definition.name];
      if (value === null) {
        delete result[definition.name];
        continue;
      }
      const checked = checkCustomPropertyValue(definition, value);
      if (checked.ok) result[definition.name] = checked.value;
      else errors.add(`custom_properties.${definition.name}`, checked.message);
    }
    errors.throwIfAny();
    return result;
  }

  /**
   * `resolve` for a record's `custom_properties` column: merged over the properties `current`
   * stores (none for a new record), typed as Prisma writes the column.
   */
  async column(
    accountId: number,
    entity: CustomFieldEntity,
    input: unknown,
    current?: { customProperties: Prisma.JsonValue },
  ): Promise<Prisma.InputJsonObject> {
    const stored = current?.customProperties as Properties | undefined;
    return (await this.resolve(accountId, entity, input, stored)) as Prisma.InputJsonObject;
  }
}
