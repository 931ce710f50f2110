import type { PipeTransform } from '@nestjs/common';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate } from 'class-validator';
import { DomainError } from '@faktura/domain';
import { toFieldErrors, VALIDATION_ERROR_OPTIONS } from './validation.pipe';

/** Most entries one bulk request may carry (the largest page size of a list, too). */
export const MAX_BULK_ENTRIES = 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A pipe for bulk bodies: a JSON array of `dto` objects, or the reference service's envelope
 * `{"bulk_data": [...]}` so its clients keep working. Every entry is validated like a single
 * body (the global pipe cannot validate array elements); errors name the entry by position,
 * e.g. `[2].paid_total`, and all of them are reported in one 422.
 */
export function bulkBodyPipe<T extends object>(
  dto: ClassConstructor<T>,
  noun: { one: string; many: string },
): PipeTransform {
  return {
    async transform(body: unknown): Promise<T[]> {
      const entries = Array.isArray(body)
        ? body
        : isObject(body) && Array.isArray(body.bulk_data)
          ? (body.bulk_data as unknown[])
          : null;
      if (entries === null)
        throw DomainError.validation({ bulk_data: [`must be an array of ${noun.many}`] });
      if (entries.length > MAX_BULK_ENTRIES)
        throw DomainError.validation({
          bulk_data: [`must hold at most ${MAX_BULK_ENTRIES} ${noun.many}`],
        });
      const errors: Record<string, string[]> = {};
      const parsed: T[] = [];
      for (const [index, entry] of entries.entries()) {
        if (!isObject(entry)) {
          errors[`[${index}]`] = [`must be a ${noun.one} object`];
          continue;
        }
        const instance = plainToInstance(dto, entry);
        const problems = await validate(instance, {
          whitelist: true,
          forbidNonWhitelisted: false,
          validationError: VALIDATION_ERROR_OPTIONS,
        });
        Object.assign(errors, toFieldErrors(problems, `[${index}]`));
        parsed.push(instance);
      }
      if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
      return parsed;
    },
  };
}
