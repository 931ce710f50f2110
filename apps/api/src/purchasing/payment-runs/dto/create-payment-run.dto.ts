import { PAIN001_VERSIONS } from '@faktura/banking';
import { ApiDateField, EnumField, IdListField } from '../../../platform/input';

/** The most purchases one run pays (one file a bank accepts in one upload). */
const MAX_TRANSFERS = 10_000;

/** POST /purchases/payment_runs. */
export class CreatePaymentRunDto {
  @IdListField({
    maxSize: MAX_TRANSFERS,
    notEmpty: true,
    description: 'The open purchases to pay, one SEPA transfer each',
  })
  purchase_ids!: number[];

  @ApiDateField({
    optional: true,
    description: 'Requested execution date; default the next TARGET2 business day',
  })
  execution_date?: string;

  @EnumField(PAIN001_VERSIONS, {
    optional: true,
    description: 'pain.001.001.09 (default) or the older pain.001.001.03',
  })
  format?: (typeof PAIN001_VERSIONS)[number];
}
