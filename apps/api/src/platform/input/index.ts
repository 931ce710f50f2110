// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { toDateColumn } from './api-date.validator';
export {
  CUSTOM_PROPERTIES_DESCRIPTION,
  CustomPropertiesField,
  IdListField,
  NestedField,
  NestedListField,
  TagNamesField,
  TagsField,
} from './collection-field.decorators';
export {
  AmountField,
  ApiDateField,
  BooleanField,
  CurrencyField,
  EmailField,
  EmailListField,
  EnumField,
  IbanField,
  IdField,
  IntField,
  NumberField,
  PercentField,
  SecretField,
  TextField,
  TimestampField,
} from './field-decorators';
export {
  LONG_TEXT,
  MAX_ID,
  MAX_QUANTITY,
  PresentIfSent,
  RequiredWithout,
  TAG_MAX_LENGTH,
  field,
  stacked,
} from './field-options';
export type { FieldOptions } from './field-options';
export {
  BlankToNull,
  CompactUpperCase,
  containsPattern,
  formatEmailList,
  normalizeTags,
  parseEmailList,
} from './input-transforms';
export { isIsoDate } from './iso-date';
export { PeppolIdField } from './peppol-id.field';
