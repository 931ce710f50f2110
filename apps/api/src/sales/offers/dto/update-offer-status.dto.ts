import { OFFER_STATUSES } from '@faktura/domain';
import { TextField } from '../../../platform/input';

/** The body of PUT /offers/{id}/update_status; the status machine checks the value. */
export class UpdateOfferStatusDto {
  @TextField({ notEmpty: false, enum: [...OFFER_STATUSES], example: 'accepted' }) status!: string;
}
