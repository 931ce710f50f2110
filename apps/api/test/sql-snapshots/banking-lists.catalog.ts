import { BankStatementsRepository } from '../../src/banking/bank-statements/bank-statements.repository';
import { ListBankStatementsQuery } from '../../src/banking/bank-statements/dto/list-bank-statements.query';
import { BankTransactionsRepository } from '../../src/banking/bank-transactions/bank-transactions.repository';
import { ListBankTransactionsQuery } from '../../src/banking/bank-transactions/dto/list-bank-transactions.query';
import { example, type ListFile, NO_DATABASE, paged } from './list-statement.capture';

/** The list routes of banking: imported statements and their transactions. */
export const BANKING_LISTS: ListFile[] = [
  {
    file: 'banking/bank-statements/bank-statements.list.sql',
    examples: [
      example({
        route: 'GET /bank_statements',
        query: ListBankStatementsQuery,
        every: paged('to_date'),
        list: (lists, accountId, query) =>
          new BankStatementsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
  {
    file: 'banking/bank-transactions/bank-transactions.list.sql',
    examples: [
      example({
        route: 'GET /bank_transactions',
        query: ListBankTransactionsQuery,
        every: {
          ...paged('booking_date'),
          statement_id: '9001,9002',
          status: 'suggested,unmatched',
          date_from: '2026-11-01',
          date_to: '2026-11-30',
          amount: '119.00',
        },
        list: (lists, accountId, query) =>
          new BankTransactionsRepository(NO_DATABASE, lists).list(accountId, query),
      }),
    ],
  },
];
