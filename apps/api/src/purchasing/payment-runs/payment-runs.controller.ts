import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { accountParam, DeclaredController, idParam } from '../../platform/http';
import { CreatePaymentRunDto } from './dto/create-payment-run.dto';
import { ListPaymentRunsQuery } from './dto/list-payment-runs.query';
import { PaymentRunResponse } from './dto/payment-run.response';
import { PaymentRunsService } from './payment-runs.service';

/**
 * `/purchases/payment_runs` (extension): SEPA credit transfer files (pain.001) paying chosen
 * purchases, their transfers and the download. The `.xml` route comes before `:id`, which
 * would take it.
 */
export class PaymentRunsController extends DeclaredController({
  path: 'purchases/payment_runs',
  tag: 'PurchasePaymentRuns',
  inject: { runs: PaymentRunsService },
  routes: (route) => ({
    list: route.list(
      { query: ListPaymentRunsQuery, response: PaymentRunResponse },
      ({ runs }, a, q) => runs.list(a, q),
    ),
    create: route.create(
      {
        body: CreatePaymentRunDto,
        response: PaymentRunResponse,
        operation: {
          summary: 'A pain.001 file paying the chosen open purchases (one SEPA transfer each)',
          description:
            '422 naming the purchases without IBAN or supplier, paid, in a pending transfer or not in EUR, and an account without IBAN; nothing is written then',
        },
      },
      ({ runs }, account, body) => runs.create(account, body),
    ),
    file: route.custom(
      {
        decorators: [
          Get(':id.xml'),
          ApiOperation({ summary: 'The pain.001 file of the run, as it was written' }),
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
    get: route.get({ response: PaymentRunResponse }, ({ runs }, account, id) =>
      runs.get(account, id),
    ),
    delete: route.delete(
      {
        answer: 'no-content',
        operation: {
          summary: 'Deletes a run whose transfers are all pending, cancelling them',
          description: '422 once the bank has booked or returned one of its transfers',
        },
      },
      ({ runs }, account, id) => runs.delete(account, id),
    ),
  }),
}) {}
