import type { CustomFieldDefinition } from '@faktura/db';
import { apiTimestamp } from '../../platform/serialization';
import type { CustomFieldDefinitionResponse } from './dto/custom-field-definition.response';

/** The reference's AccountCustomProperty; Faktura's `options` column is its `defaults`. */
export function toCustomFieldDefinitionResponse(
  definition: CustomFieldDefinition,
): CustomFieldDefinitionResponse {
  return {
    id: definition.id,
    name: definition.name,
    kind: definition.type,
    entity: definition.entity,
    defaults: definition.options,
    placeholder: definition.placeholder,
    placeholder_alt: definition.placeholderAlt,
    print_on_invoice: definition.printOnInvoice,
    print_on_offer: definition.printOnOffer,
    print_on_timesheet: definition.printOnTimesheet,
    notification_enabled: definition.notificationEnabled,
    api_only: definition.apiOnly,
    created_at: apiTimestamp(definition.createdAt),
    updated_at: apiTimestamp(definition.updatedAt),
  };
}
