import { Get, type StreamableFile, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { accountParam, idParam, type RouteBuilder } from '../../platform/http';
import type { Page } from '../../platform/lists';
import type { BookkeepingExportKind } from './bookkeeping-export.kind';
import { BookkeepingExportsService } from './bookkeeping-exports.service';
import type { CreateBookkeepingExportDto } from './dto/create-bookkeeping-export.dto';
import { ListBookkeepingExportsQuery } from './dto/list-bookkeeping-exports.query';

/** What an export controller injects. */
export const EXPORT_SERVICES = { exports: BookkeepingExportsService };

type Services = { readonly exports: BookkeepingExportsService };

/**
 * The routes of one export resource: list, create (201, as the reference answers), the ZIP
 * download (Faktura only) and one record. The service builds the record with the kind's ID
 * key, which is the response class `R` of the kind.
 */
export function bookkeepingExportRoutes<B extends CreateBookkeepingExportDto, R>(
  kind: BookkeepingExportKind,
  types: { body: Type<B>; response: Type<R> },
) {
  return (route: RouteBuilder<Services>) => ({
    list: route.list(
      { query: ListBookkeepingExportsQuery, response: types.response },
      async ({ exports }, account, query) =>
        (await exports.list(kind, account, query)) as Page<unknown> as Page<R>,
    ),
    create: route.create(
      { body: types.body, response: types.response, status: 201 },
      async ({ exports }, account, body) => (await exports.create(kind, account, body)) as R,
    ),
    file: route.custom(
      {
        decorators: [
          Get(':id/file'),
          ApiOperation({
            summary: 'The export as a ZIP: the DATEV booking file and the documents (Faktura only)',
          }),
          ApiProduces('application/zip'),
          ApiOkResponse({
            description: 'EXTF_Buchungsstapel.csv and Belege/<number>.pdf; 422 until finished',
            schema: { type: 'string', format: 'binary' },
          }),
        ],
        params: [accountParam(), idParam()],
      },
      ({ exports }, account, id): Promise<StreamableFile> => exports.download(kind, account, id),
    ),
    get: route.get(
      { response: types.response },
      async ({ exports }, account, id) => (await exports.get(kind, account, id)) as R,
    ),
  });
}
