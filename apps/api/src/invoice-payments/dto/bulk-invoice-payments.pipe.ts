import { Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DomainError } from '@faktura/domain';
import { toFieldErrors } from '../../common/validation/validation.pipe';
import { CreateInvoicePaymentDto } from './create-invoice-payment.dto';

/** Most payments one bulk request may carry (the largest page size of a list, too). */
export const MAX_BULK_PAYMENTS = 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body of POST /invoices/payments/bulk: a JSON array of payments, or the reference
 * service's envelope `{"bulk_data": [...]}` so its clients keep working. Every entry is checked
 * like the body of POST /invoices/payments (the global pipe cannot validate array elements);
 * errors name the entry by its position, e.g. `[2].paid_total`.
 */
@Injectable()
export class BulkInvoicePaymentsPipe implements PipeTransform<
  unknown,
  Promise<CreateInvoicePaymentDto[]>
> {
  async transform(body: unknown): Promise<CreateInvoicePaymentDto[]> {
    const entries = Array.isArray(body)
      ? body
      : isObject(body) && Array.isArray(body.bulk_data)
        ? (body.bulk_data as unknown[])
        : null;
    if (entries === null)
      throw DomainError.validation({ bulk_data: ['must be an array of payments'] });
    if (entries.length > MAX_BULK_PAYMENTS)
      throw DomainError.validation({
        bulk_data: [`must hold at most ${MAX_BULK_PAYMENTS} payments`],
      });
    const errors: Record<string, string[]> = {};
    const payments: CreateInvoicePaymentDto[] = [];
    for (const [index, entry] of entries.entries()) {
      if (!isObject(entry)) {
        errors[`[${index}]`] = ['must be a payment object'];
        continue;
      }
      const payment = plainToInstance(CreateInvoicePaymentDto, entry);
      const problems = await validate(payment, {
        whitelist: true,
        forbidNonWhitelisted: false,
        validationError: { target: false, value: false },
      });
      Object.assign(errors, toFieldErrors(problems, `[${index}]`));
      payments.push(payment);
    }
    if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
    return payments;
  }
}
