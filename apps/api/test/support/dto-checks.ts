import { DomainError } from '@faktura/domain';
import { createValidationPipe } from '../../src/platform/request-validation/validation.pipe';

/** The metadata key under which @nestjs/swagger keeps a property's OpenAPI options. */
const SWAGGER_PROPERTY = 'swagger/apiModelProperties';

/**
 * What the global ValidationPipe makes of `body` for the DTO class: the instance, or the field
 * errors of the 422. For the specs of the field decorators.
 */
export async function validateBody(
  dto: new () => object,
  body: unknown,
): Promise<{ value?: Record<string, unknown>; errors?: Record<string, readonly string[]> }> {
  try {
    const value = (await createValidationPipe().transform(body, {
      type: 'body',
      metatype: dto,
    })) as Record<string, unknown>;
    return { value };
  } catch (error) {
    if (DomainError.is(error)) return { errors: error.fieldErrors };
    throw error;
  }
}

/** The OpenAPI options a field decorator registered for `property` of `dto`. */
export function swaggerProperty(dto: new () => object, property: string): Record<string, unknown> {
  return Reflect.getMetadata(SWAGGER_PROPERTY, dto.prototype, property) as Record<string, unknown>;
}
