import {
  CustomPropertiesField,
  NestedListField,
  TagsField,
  ApiDateField,
  BooleanField,
  EnumField,
  IdField,
  PercentField,
  TextField,
  LONG_TEXT,
  RequiredWithout,
} from '../../../platform/input';
/** What the documentation of an offer's and an invoice's body says differently. */
export interface SalesDocumentTexts<P extends object, A extends string> {
  position: new () => P;
  /** How `items` behaves beyond being the positions, if it needs saying. */
  items?: string;
  examples: { title: string; discount: number; tags: string[] };
  richText: string;
  customProperties?: string;
  /** Where the recipient address may come from; the first one is the default. */
  changeAddress: readonly [A, ...A[]];
}

/**
 * The body fields offers and invoices share (recipient, dates, title, VAT, texts, people, tags
 * and positions); each document kind extends it with its own texts and fields.
 */
export function SalesDocumentDto<P extends object, A extends string>(
  texts: SalesDocumentTexts<P, A>,
) {
  const { examples } = texts;
  const richText = { maxLength: LONG_TEXT, nullable: true, description: texts.richText };

  abstract class SalesDocument {
    @TextField({ maxLength: LONG_TEXT, example: 'Kunde AG\nHauptstrasse 1\n8000 Zürich' })
    recipient_address!: string;

    @ApiDateField({ example: '2026-11-22' }) date!: string;
    @ApiDateField({ example: '2026-12-22' }) due_date!: string;
    @TextField({ maxLength: 255, example: examples.title }) title!: string;

    @PercentField({
      maxDecimalPlaces: 4,
      optional: true,
      when: RequiredWithout('vat_code_id'),
      example: 8.1,
      description:
        'Percent (up to 4 decimals); required without vat_code_id. Takes the active sales VAT code of kind tax with this rate, or stays an inline rate without a code',
    })
    tax?: number;

    @IdField({
      optional: true,
      example: 3,
      description: 'Sales VAT code (active); wins over tax and brings its rate',
    })
    vat_code_id?: number;

    @PercentField({ optional: true, example: examples.discount, description: 'Percent' })
    discount?: number;

    @TextField(richText) salutation?: string | null;
    @TextField(richText) footer?: string | null;

    @EnumField(texts.changeAddress, { optional: true, default: texts.changeAddress[0] })
    change_address?: A;

    @IdField({ nullable: true, description: 'A user of the account' })
    internal_contact_id?: number | null;

    @TagsField({ optional: true, example: examples.tags })
    tags?: string[];

    @CustomPropertiesField({ optional: true, description: texts.customProperties })
    custom_properties?: Record<string, unknown>;

    @BooleanField({ optional: true, description: 'Default: the account layout setting' })
    print_detail_columns?: boolean;

    @NestedListField(texts.position, { description: texts.items })
    items!: P[];
  }
  return SalesDocument;
}
