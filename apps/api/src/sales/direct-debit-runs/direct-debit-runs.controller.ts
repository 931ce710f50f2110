import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { accountParam, DeclaredController, idParam } from '../../platform/http';
import { DirectDebitRunsService } from './direct-debit-runs.service';
import { CreateDirectDebitRunDto } from './dto/create-direct-debit-run.dto';
import { DirectDebitRunResponse } from './dto/direct-debit-run.response';
import { ListDirectDebitRunsQuery } from './dto/list-direct-debit-runs.query';

/**
 * `/invoices/direct_debit_runs` (extension): SEPA direct debit files (pain.008) collecting chosen
 * invoices under their customers' mandates, and the download. The `.xml` route comes before
 * `:id`, which would take it.
 */
export class DirectDebitRunsController extends DeclaredController({
  path: 'invoices/direct_debit_runs',
  tag: 'InvoiceDirectDebitRuns',
  inject: { runs: DirectDebitRunsService },
  routes: (route) => ({
    list: route.list(
      { query: ListDirectDebitRunsQuery, response: DirectDebitRunResponse },
      ({ runs }, a, q) => runs.list(a, q),
    ),
    create: route.create(
      {
        body: CreateDirectDebitRunDto,
        response: DirectDebitRunResponse,
        operation: {
          summary: 'A pain.008 file collecting the chosen open invoices (one direct debit each)',
          description:
            '422 naming the invoices without an active mandate, paid, reversed, drafts, in a pending direct debit or not in EUR, and an account without creditor identifier or IBAN; nothing is written then',
        },
      },
      ({ runs }, account, body) => runs.create(account, body),
    ),
    file: route.custom(
      {
        decorators: [
          Get(':id.xml'),
          ApiOperation({ summary: 'The pain.008 file of the run, as it was written' }),
          ApiProduces('application/xml'),
          ApiOkResponse({
            description: 'The XML file (attachment named by its message id)',
            schema: { type: 'string', format: 'binary' },
          }),
        ],
        params: [accountParam(), idParam()],
      },
      ({ runs }, account, id) => runs.download(account, id),
    ),
    get: route.get({ response: DirectDebitRunResponse }, ({ runs }, account, id) =>
      runs.get(account, id),
    ),
  }),
}) {}
