import { CustomFieldEntity, CustomFieldType } from '@faktura/db';
import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** A custom field definition as `/account/custom_properties` answers it. */
export class CustomFieldDefinitionResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'Region' }) name!: string;
  @ApiProperty({ enum: CustomFieldType, example: 'Select' }) kind!: CustomFieldType;
  @ApiProperty({ enum: CustomFieldEntity, example: 'Invoice' }) entity!: CustomFieldEntity;
  @ApiProperty({
    type: [String],
    example: ['North', 'South'],
    description: 'The values a Select or MultiSelect offers; empty for every other kind',
  })
  defaults!: string[];
  @Property.Nullable(String, { example: 'e.g. North' }) placeholder!: string | null;
  @Property.Nullable(String, { description: 'Placeholder in the other language' })
  placeholder_alt!: string | null;
  @ApiProperty() print_on_invoice!: boolean;
  @ApiProperty() print_on_offer!: boolean;
  @ApiProperty() print_on_timesheet!: boolean;
  @ApiProperty() notification_enabled!: boolean;
  @ApiProperty({ description: 'Maintained through the API only' }) api_only!: boolean;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
