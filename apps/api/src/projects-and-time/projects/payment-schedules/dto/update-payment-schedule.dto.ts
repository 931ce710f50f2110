import { PartialType } from '@nestjs/swagger';
import { CreatePaymentScheduleDto } from './create-payment-schedule.dto';

/**
 * Every field optional; only the ones sent change (null is a 422 for date and net_total). A
 * billed schedule keeps its date and net_total.
 */
export class UpdatePaymentScheduleDto extends PartialType(CreatePaymentScheduleDto, {
  skipNullProperties: false,
}) {}
