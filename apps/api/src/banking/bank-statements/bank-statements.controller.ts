import { DeclaredController } from '../../platform/http';
import { BankStatementImportResponse, BankStatementResponse } from './dto/bank-statement.response';
import { CreateBankStatementDto } from './dto/create-bank-statement.dto';
import { ListBankStatementsQuery } from './dto/list-bank-statements.query';
import { BankStatementsService } from './bank-statements.service';

/** Extension: bank statement files in (camt.053, camt.054, MT940), matched and booked. */
export class BankStatementsController extends DeclaredController({
  path: 'bank_statements',
  tag: 'Bank statements',
  inject: { statements: BankStatementsService },
  routes: (route) => ({
    list: route.list(
      { query: ListBankStatementsQuery, response: BankStatementResponse },
      'statements.list',
    ),
    get: route.get({ response: BankStatementResponse }, 'statements.get'),
    import: route.action(
      {
        method: 'post',
        path: '',
        ids: [],
        body: CreateBankStatementDto,
        response: BankStatementImportResponse,
        description:
          'Reads the file (format detected), stores its statements and the transactions not ' +
          'imported before, and books the sure matches as invoice and purchase payments, all ' +
          "or nothing. 422 on `file` for a file that is not a statement or not of the account's " +
          'bank account; 413 over 15 MiB',
      },
      'statements.import',
    ),
  }),
}) {}
