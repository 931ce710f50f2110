import { CustomFieldEntity, CustomFieldType } from '@faktura/db';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEnum,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { PresentIfSent } from '../../common/input/input-transforms';

/**
 * Kinds and entities in any letter case as the stored spelling; `text` is String, as in the
 * reference's own sample request.
 */
function Canonical(values: readonly string[], aliases: Record<string, string> = {}) {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const lower = value.toLowerCase();
    return values.find((known) => known.toLowerCase() === lower) ?? aliases[lower] ?? value;
  });
}

/** The values of a Select or MultiSelect, under either input name. */
const ChoiceValues = () =>
  applyDecorators(
    PresentIfSent(),
    IsArray(),
    ArrayMaxSize(1000),
    ArrayUnique(),
    IsString({ each: true }),
    IsNotEmpty({ each: true }),
    MaxLength(255, { each: true }),
  );

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

  @ApiProperty({ enum: CustomFieldEntity, example: 'Invoice', description: 'Any letter case' })
  @Canonical(Object.values(CustomFieldEntity))
  @IsEnum(CustomFieldEntity)
  entity!: CustomFieldEntity;

  @ApiProperty({
    enum: CustomFieldType,
    example: 'Select',
    description: 'Any letter case; `text` is taken as String',
  })
  @Canonical(Object.values(CustomFieldType), { text: CustomFieldType.String })
  @IsEnum(CustomFieldType)
  kind!: CustomFieldType;

  @ApiPropertyOptional({
    type: [String],
    example: ['North', 'South'],
    description: 'Required and non-empty for Select and MultiSelect; empty for every other kind',
  })
  @ChoiceValues()
  defaults?: string[];

  @ApiPropertyOptional({
    type: [String],
    deprecated: true,
    description: "Faktura's earlier name of `defaults`; `defaults` wins when both are sent",
  })
  @ChoiceValues()
  options?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, example: 'e.g. North' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  placeholder?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  placeholder_alt?: string | null;

  @ApiPropertyOptional({ default: false })
  @PresentIfSent()
  @IsBoolean()
  print_on_invoice?: boolean;

  @ApiPropertyOptional({ default: false })
  @PresentIfSent()
  @IsBoolean()
  print_on_offer?: boolean;

  @ApiPropertyOptional({ default: false })
  @PresentIfSent()
  @IsBoolean()
  print_on_timesheet?: boolean;

  @ApiPropertyOptional({ default: false })
  @PresentIfSent()
  @IsBoolean()
  notification_enabled?: boolean;

  @ApiPropertyOptional({ default: false })
  @PresentIfSent()
  @IsBoolean()
  api_only?: boolean;
}
