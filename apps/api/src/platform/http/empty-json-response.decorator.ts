import { applyDecorators, Header, HttpCode } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';

/**
 * `200` with an empty body and `Content-Type: application/json`: what the reference answers for
 * some deletes and purchase PATCHes (docs/reference/conventions.md), and what its clients check.
 */
export function EmptyJsonResponse(description: string): MethodDecorator {
  return applyDecorators(
    HttpCode(200),
    Header('Content-Type', 'application/json'),
    ApiOkResponse({ description: `${description} (empty body)` }),
  );
}
