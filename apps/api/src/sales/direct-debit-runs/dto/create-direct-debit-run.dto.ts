import { PAIN008_VERSIONS, type Pain008Version } from '@faktura/banking';
import { ApiDateField, EnumField, IdListField } from '../../../platform/input';

/** The most invoices one run collects (one file a bank accepts in one upload). */
const MAX_COLLECTIONS = 10_000;

/** POST /invoices/direct_debit_runs. */
export class CreateDirectDebitRunDto {
  @IdListField({
    maxSize: MAX_COLLECTIONS,
    notEmpty: true,
    description: 'The open invoices to collect, one direct debit each under the customer’s mandate',
  })
  invoice_ids!: number[];

  @ApiDateField({
    optional: true,
    description:
      'Requested collection date (a TARGET2 business day); default and earliest: the next TARGET2 business day',
  })
  collection_date?: string;

  @EnumField(PAIN008_VERSIONS, {
    optional: true,
    description: 'pain.008.001.08 (default) or the older pain.008.001.02',
  })
  format?: Pain008Version;

  @IdListField({
    optional: true,
    maxSize: MAX_COLLECTIONS,
    description:
      'Mandates whose last collection this is: FNAL (OOFF when it is also the first); the mandate is used up',
  })
  final_for_mandates?: number[];
}
