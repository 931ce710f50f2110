import {
  FieldErrorCollector,
  missingSellerFieldMessage,
  missingSellerFields,
  type SellerDocument,
  type SellerFieldValues,
} from '@faktura/domain';

/**
 * Refuses to send a document whose seller data the law asks for is not set in the account: one
 * 422 naming every missing field as `account.<field of GET /account>`. The PDF preview renders
 * regardless; only what goes out to a customer must be complete.
 */
export function assertSellerFieldsSet(document: SellerDocument, account: SellerFieldValues) {
  const missing = missingSellerFields(document, account);
  const errors = new FieldErrorCollector();
  for (const field of missing) {
    errors.add(`account.${field}`, missingSellerFieldMessage(field, missing));
  }
  errors.throwIfAny();
}
