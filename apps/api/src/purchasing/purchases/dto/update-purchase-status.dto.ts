import { PurchaseStatus } from '@faktura/db';
import { TextField } from '../../../platform/input';

/** The body of PATCH /purchases/{id}/update_status; the status machine checks the value. */
export class UpdatePurchaseStatusDto {
  @TextField({
    notEmpty: false,
    enum: [...Object.values(PurchaseStatus), 'approved'],
    example: 'archived',
    description: "`approved` is the reference's legacy name of `archived`",
  })
  status!: string;
}
