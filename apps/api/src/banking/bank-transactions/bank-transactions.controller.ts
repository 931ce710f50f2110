import { DeclaredController } from '../../platform/http';
import { BankTransactionResponse } from './dto/bank-transaction.response';
import { ListBankTransactionsQuery } from './dto/list-bank-transactions.query';
import { MatchBankTransactionDto } from './dto/match-bank-transaction.dto';
import { BankTransactionsService } from './bank-transactions.service';

/** Extension: the transactions of imported bank statements, matched, suggested or not. */
export class BankTransactionsController extends DeclaredController({
  path: 'bank_transactions',
  tag: 'Bank statements',
  inject: { transactions: BankTransactionsService },
  routes: (route) => ({
    list: route.list(
      { query: ListBankTransactionsQuery, response: BankTransactionResponse },
      'transactions.list',
    ),
    get: route.get({ response: BankTransactionResponse }, 'transactions.get'),
    match: route.action(
      {
        method: 'post',
        path: ':id/match',
        body: MatchBankTransactionDto,
        response: BankTransactionResponse,
        description:
          'Books the transaction as invoice payments (a credit) or purchase payments (a debit) ' +
          'of the amounts given, which add up to its amount; 422 once it is matched',
      },
      'transactions.match',
    ),
    ignore: route.action(
      {
        method: 'post',
        path: ':id/ignore',
        response: BankTransactionResponse,
        description:
          'Sets an unmatched or suggested transaction aside; 422 when matched or ignored',
      },
      'transactions.ignore',
    ),
  }),
}) {}
