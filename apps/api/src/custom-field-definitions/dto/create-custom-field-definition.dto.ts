import { CustomFieldEntity, CustomFieldType } from '@faktura/db';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsEnum,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';

export class CreateCustomFieldDefinitionDto {
  @ApiProperty({
    example: 'Cost center',
    description: 'Unique per account and entity; no square brackets (list filters use them)',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  // custom_properties[<name>] filters end the name at the first `]`.
  @Matches(/^[^[\]]*$/, { message: 'must not contain [ or ]' })
  name!: string;

  @ApiProperty({ enum: CustomFieldEntity, example: 'Invoice' })
  @IsEnum(CustomFieldEntity)
  entity!: CustomFieldEntity;

  @ApiProperty({ enum: CustomFieldType, example: 'Select' })
  @IsEnum(CustomFieldType)
  kind!: CustomFieldType;

  @ApiPropertyOptional({
    type: [String],
    example: ['North', 'South'],
    description: 'Required and non-empty for Select and MultiSelect; empty for every other kind',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsArray()
  @ArrayMaxSize(1000)
  @ArrayUnique()
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(255, { each: true })
  options?: string[];
}
