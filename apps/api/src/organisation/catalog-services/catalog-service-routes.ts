import { HttpCode, Put, type Type } from '@nestjs/common';
import { ApiCreatedResponse } from '@nestjs/swagger';
import type { AccountContext } from '../../platform/auth';
import { accountParam, bodyParam, idParam, type RouteParam } from '../../platform/http';
import type { RouteShape } from '../../platform/http';

type Account = RouteParam<AccountContext>;
type Id = RouteParam<number>;

/** PUT (and PATCH) /<path>/{id} answering `201` with the record, as the reference's items do. */
export function updateAnswering201<B>(
  body: Type<B>,
  response: Type<unknown>,
): RouteShape<[Account, Id, RouteParam<B>]> {
  return {
    decorators: [
      Put(':id'),
      HttpCode(201),
      ApiCreatedResponse({
        type: response,
        description: 'Updated (201, as the reference answers)',
      }),
    ],
    params: [accountParam(), idParam(), bodyParam(body)],
  };
}
