import { INVOICE_EXPORTS } from '../../src/bookkeeping/bookkeeping-exports/bookkeeping-export.kind';
import { BookkeepingExportsRepository } from '../../src/bookkeeping/bookkeeping-exports/bookkeeping-exports.repository';
import { ListBookkeepingExportsQuery } from '../../src/bookkeeping/bookkeeping-exports/dto/list-bookkeeping-exports.query';
import { example, type ListFile, NO_DATABASE, paged } from './list-statement.capture';

/** The list routes of bookkeeping: the exports (purchases' differ only in the kind's values). */
export const BOOKKEEPING_LISTS: ListFile[] = [
  {
    file: 'bookkeeping/bookkeeping-exports/bookkeeping-exports.list.sql',
    examples: [
      example({
        route: 'GET /invoices/bookkeeping_exports',
        query: ListBookkeepingExportsQuery,
        every: paged('created_at'),
        list: (lists, accountId, query) =>
          new BookkeepingExportsRepository(NO_DATABASE, lists).list(
            INVOICE_EXPORTS,
            accountId,
            query,
          ),
      }),
    ],
  },
];
