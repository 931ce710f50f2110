import { Injectable } from '@nestjs/common';
import { CustomFieldType } from '@faktura/db';
import { DomainError, FieldErrorCollector } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Page } from '../../platform/lists';
import { CustomFieldDefinitionsRepository } from './custom-field-definitions.repository';
import { toCustomFieldDefinitionResponse } from './custom-field-definition.mapper';
import type { CreateCustomFieldDefinitionDto } from './dto/create-custom-field-definition.dto';
import type { CustomFieldDefinitionResponse } from './dto/custom-field-definition.response';
import type { UpdateCustomFieldDefinitionDto } from './dto/update-custom-field-definition.dto';
import { refuseIfTaken, found } from '../../platform/errors';
import type { ListCustomFieldDefinitionsQuery } from './dto/list-custom-field-definitions.query';

/** Kinds whose values are picked from `defaults` (the `options` column). */
const CHOICE_KINDS: ReadonlySet<CustomFieldType> = new Set(['Select', 'MultiSelect']);

/**
 * Custom field definitions (`/account/custom_properties`): which custom_properties an entity
 * accepts. Values are stored under the field name, so renaming a field moves its values and
 * deleting it removes them; otherwise they would silently drop out of filters and responses.
 */
@Injectable()
export class CustomFieldDefinitionsService {
  constructor(private readonly definitions: CustomFieldDefinitionsRepository) {}

  async list(
    account: AccountContext,
    query: ListCustomFieldDefinitionsQuery,
  ): Promise<Page<CustomFieldDefinitionResponse>> {
    return Page.of(
      await this.definitions.list(account.accountId, query),
      toCustomFieldDefinitionResponse,
      query,
    );
  }

  async get(account: AccountContext, id: number): Promise<CustomFieldDefinitionResponse> {
    const definition = found(await this.definitions.find(account.accountId, id));
    return toCustomFieldDefinitionResponse(definition);
  }

  async create(
    account: AccountContext,
    input: CreateCustomFieldDefinitionDto,
  ): Promise<CustomFieldDefinitionResponse> {
    const choices = choicesOf(input);
    const options = choices.values ?? [];
    checkChoices(input.kind, options, choices.field);
    const definition = await this.definitions.transaction(account.accountId, async (tx) => {
      const named = this.definitions.findByName(account.accountId, input.entity, input.name, tx);
      await refuseIfTaken('name', named, null);
      return this.definitions.create(
        account.accountId,
        {
          name: input.name,
          entity: input.entity,
          type: input.kind,
          options,
          ...settingColumns(input),
        },
        tx,
      );
    });
    return toCustomFieldDefinitionResponse(definition);
  }

  async update(
    account: AccountContext,
    id: number,
    input: UpdateCustomFieldDefinitionDto,
  ): Promise<CustomFieldDefinitionResponse> {
    const { accountId } = account;
    const definition = await this.definitions.transaction(accountId, async (tx) => {
      const current = found(await this.definitions.find(accountId, id, tx));
      const fixed = new FieldErrorCollector();
      if (input.entity !== undefined && input.entity !== current.entity)
        fixed.add('entity', 'cannot be changed');
      if (input.kind !== undefined && input.kind !== current.type)
        fixed.add('kind', 'cannot be changed');
      fixed.throwIfAny();
      const choices = choicesOf(input);
      if (choices.values !== undefined) checkChoices(current.type, choices.values, choices.field);
      if (input.name !== undefined && input.name !== current.name) {
        const named = this.definitions.findByName(accountId, current.entity, input.name, tx);
        await refuseIfTaken('name', named, id);
        await this.definitions.renameValues(
          accountId,
          current.entity,
          current.name,
          input.name,
          tx,
        );
      }
      return this.definitions.update(
        accountId,
        id,
        { name: input.name, options: choices.values, ...settingColumns(input) },
        tx,
      );
    });
    return toCustomFieldDefinitionResponse(definition);
  }

  async remove(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.definitions.transaction(accountId, async (tx) => {
      const current = found(await this.definitions.find(accountId, id, tx));
      await this.definitions.removeValues(accountId, current.entity, current.name, tx);
      await this.definitions.delete(accountId, id, tx);
    });
  }
}

/** The choice values sent, and the input name they came under (errors name that field). */
function choicesOf(input: UpdateCustomFieldDefinitionDto): {
  field: 'defaults' | 'options';
  values: string[] | undefined;
} {
  if (input.defaults !== undefined) return { field: 'defaults', values: input.defaults };
  if (input.options !== undefined) return { field: 'options', values: input.options };
  return { field: 'defaults', values: undefined };
}

/** Select and MultiSelect pick from their values; every other kind has none. */
function checkChoices(
  kind: CustomFieldType,
  values: readonly string[],
  field: 'defaults' | 'options',
): void {
  if (CHOICE_KINDS.has(kind) && values.length === 0)
    throw DomainError.validation({ [field]: ['must not be empty for Select and MultiSelect'] });
  if (!CHOICE_KINDS.has(kind) && values.length > 0)
    throw DomainError.validation({
      [field]: ['must be empty unless kind is Select or MultiSelect'],
    });
}

/** The columns of the display settings; an omitted field stays as it is (or its default). */
function settingColumns(input: UpdateCustomFieldDefinitionDto) {
  return {
    placeholder: input.placeholder,
    placeholderAlt: input.placeholder_alt,
    printOnInvoice: input.print_on_invoice,
    printOnOffer: input.print_on_offer,
    printOnTimesheet: input.print_on_timesheet,
    notificationEnabled: input.notification_enabled,
    apiOnly: input.api_only,
  };
}
