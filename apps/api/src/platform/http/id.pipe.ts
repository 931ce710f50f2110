import { type PipeTransform, Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';

/** Route IDs: anything but a positive integer cannot exist, so it is a plain 404. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw DomainError.notFound();
    return id;
  }
}
