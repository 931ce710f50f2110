import { DomainError } from '@faktura/domain';
import { toApiFieldErrors } from '@faktura/einvoice';

/**
 * Runs `work`; the source field errors it throws (the data checks, or a generation job that
 * failed on the invoice's data) become one 422 naming the API fields to fill in
 * (`buyer.electronicAddress` is `company.email`). `lineItems` (line n's index in `items`) is
 * read only when a line is named.
 */
export async function namingApiFields<T>(
  work: () => Promise<T>,
  lineItems: () => Promise<readonly number[]>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(DomainError.is(error) && error.code === 'validation_failed')) throw error;
    const named = Object.keys(error.fieldErrors);
    const lines = named.some((field) => field.startsWith('lines[')) ? await lineItems() : undefined;
    throw DomainError.validation(
      toApiFieldErrors(error.fieldErrors, lines),
      `The e-invoice cannot be made of the data: ${named.join(', ')}`,
    );
  }
}
