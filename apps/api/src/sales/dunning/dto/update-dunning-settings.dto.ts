import {
  AmountField,
  BooleanField,
  IntField,
  LONG_TEXT,
  NestedField,
  NestedListField,
  TextField,
} from '../../../platform/input';

/** A level's letter in one language. */
export class DunningTextDto {
  @TextField({
    maxLength: 255,
    example: '1. Mahnung zur Rechnung {identifier}',
    description: "The reminder's title and the e-mail's subject; the invoice's variables apply",
  })
  subject!: string;

  @TextField({
    maxLength: LONG_TEXT,
    notEmpty: false,
    example: 'Bitte überweisen Sie {gross_total} bis zum {due_date}.',
    description: "Plain text: the reminder's text and the e-mail's body",
  })
  text!: string;
}

/** The letter per document language; at least one. */
export class DunningTextsDto {
  @NestedField(DunningTextDto, { optional: true }) de?: DunningTextDto;
  @NestedField(DunningTextDto, { optional: true }) en?: DunningTextDto;
  @NestedField(DunningTextDto, { optional: true }) fr?: DunningTextDto;
  @NestedField(DunningTextDto, { optional: true }) it?: DunningTextDto;
}

/** One dunning level. */
export class DunningLevelDto {
  @IntField({ min: 1, max: 3650, example: 21, description: 'Days after the due date' })
  days!: number;

  @AmountField({
    maxDecimalPlaces: 4,
    example: 5,
    description: "The reminder's fee in the invoice's currency (rounded to it)",
  })
  fee!: number;

  @BooleanField({ example: false, description: 'Claim default interest (§ 288 BGB)' })
  interest!: boolean;

  @NestedField(DunningTextsDto) texts!: DunningTextsDto;
}

/** PUT /account/dunning (extension): the fields sent change, the others stay. */
export class UpdateDunningSettingsDto {
  @BooleanField({ optional: true, example: true, description: 'Run dunning for this account' })
  enabled?: boolean;

  @BooleanField({
    optional: true,
    example: true,
    description: "E-mail each dunning letter to the invoice's recipients through the outbox",
  })
  send_email?: boolean;

  @NestedListField(DunningLevelDto, {
    optional: true,
    minSize: 1,
    maxSize: 5,
    description: '1 to 5 levels, days increasing; replaces the whole list',
  })
  levels?: DunningLevelDto[];
}
