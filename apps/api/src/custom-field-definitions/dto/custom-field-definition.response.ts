import { CustomFieldEntity, CustomFieldType } from '@faktura/db';
import { ApiProperty } from '@nestjs/swagger';

/** A custom field definition as the API returns it. */
export class CustomFieldDefinitionResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'Region' }) name!: string;
  @ApiProperty({ enum: CustomFieldEntity, example: 'Invoice' }) entity!: CustomFieldEntity;
  @ApiProperty({ enum: CustomFieldType, example: 'Select' }) kind!: CustomFieldType;
  @ApiProperty({ type: [String], example: ['North', 'South'] }) options!: string[];
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
