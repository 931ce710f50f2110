import { CustomFieldEntity, CustomFieldType } from '@faktura/db';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  BooleanField,
  EnumField,
  TextField,
  field,
  type FieldOptions,
} from '../../../platform/input';
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

/**
 * The values of a Select or MultiSelect, under either input name. Listed bottom-up: 422s have
 * always named the array problems first.
 */
const ChoiceValues = (options: FieldOptions) =>
  field(
    { optional: true, ...options },
    { type: [String] },
    MaxLength(255, { each: true }),
    IsNotEmpty({ each: true }),
    IsString({ each: true }),
    ArrayUnique(),
    ArrayMaxSize(1000),
    IsArray(),
  );

const PRINT_FLAG = { optional: true, default: false } as const;

export class CreateCustomFieldDefinitionDto {
  @TextField({
    maxLength: 255,
    example: 'Cost center',
    description: 'Unique per account and entity; no square brackets (list filters use them)',
  })
  // custom_properties[<name>] filters end the name at the first `]`.
  @Matches(/^[^[\]]*$/, { message: 'must not contain [ or ]' })
  name!: string;

  @EnumField(Object.values(CustomFieldEntity), {
    example: 'Invoice',
    description: 'Any letter case',
  })
  @Canonical(Object.values(CustomFieldEntity))
  entity!: CustomFieldEntity;

  @EnumField(Object.values(CustomFieldType), {
    example: 'Select',
    description: 'Any letter case; `text` is taken as String',
  })
  @Canonical(Object.values(CustomFieldType), { text: CustomFieldType.String })
  kind!: CustomFieldType;

  @ChoiceValues({
    example: ['North', 'South'],
    description: 'Required and non-empty for Select and MultiSelect; empty for every other kind',
  })
  defaults?: string[];

  @ChoiceValues({
    deprecated: true,
    description: "Faktura's earlier name of `defaults`; `defaults` wins when both are sent",
  })
  options?: string[];

  @TextField({ maxLength: 255, nullable: true, example: 'e.g. North' })
  placeholder?: string | null;

  @TextField({ maxLength: 255, nullable: true }) placeholder_alt?: string | null;
  @BooleanField(PRINT_FLAG) print_on_invoice?: boolean;
  @BooleanField(PRINT_FLAG) print_on_offer?: boolean;
  @BooleanField(PRINT_FLAG) print_on_timesheet?: boolean;
  @BooleanField(PRINT_FLAG) notification_enabled?: boolean;
  @BooleanField(PRINT_FLAG) api_only?: boolean;
}
