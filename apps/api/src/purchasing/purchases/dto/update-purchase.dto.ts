import { PartialType } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { field } from '../../../platform/input';
import { PurchaseFieldsDto } from './create-purchase.dto';

/** Refuses the property whenever it is sent at all. */
const NotAccepted = (message: string) =>
  ValidateBy({
    name: 'notAccepted',
    validator: { validate: () => false, defaultMessage: () => message },
  });

/**
 * The body of PUT /purchases/{id}: the fields of POST, each optional; only the ones sent
 * change, `null` clears a nullable one. Items are fixed once the purchase exists.
 */
export class UpdatePurchaseDto extends PartialType(PurchaseFieldsDto, {
  skipNullProperties: false,
}) {
  @field(
    { optional: true, description: 'Not accepted: items cannot be updated (422)' },
    {},
    NotAccepted('cannot be updated'),
  )
  items?: unknown;
}
