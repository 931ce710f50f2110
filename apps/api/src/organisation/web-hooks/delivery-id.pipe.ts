import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError } from '@faktura/domain';

/**
 * A delivery ID from the route: deliveries count in bigint, beyond IdPipe's `integer`, up to
 * what a JSON number carries exactly. Anything else cannot exist, so it is a plain 404.
 */
@Injectable()
export class DeliveryIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,16}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw DomainError.notFound();
    return id;
  }
}
