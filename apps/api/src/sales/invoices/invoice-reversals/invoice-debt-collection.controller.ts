import { DeclaredController } from '../../../platform/http';
import { InvoiceResponse } from '../dto/invoice.response';
import { DebtCollectionProcedureDto } from './dto/debt-collection-procedure.dto';
import { InvoiceDebtCollectionService } from './invoice-debt-collection.service';

/** The debt collection procedure of an invoice (extension): started, noted, ended. */
export class InvoiceDebtCollectionController extends DeclaredController({
  path: 'invoices/:id/debt_collection_procedure',
  tag: 'Invoices',
  inject: { procedures: InvoiceDebtCollectionService },
  routes: (route) => ({
    put: route.action(
      {
        method: 'put',
        path: '',
        body: DebtCollectionProcedureDto,
        response: InvoiceResponse,
        operation: {
          summary: 'Start the debt collection procedure or change its note (extension)',
          description: 'Drafts, paid, reversed and reversal invoices: 422.',
        },
      },
      ({ procedures }, account, id, input) => procedures.put(account, id, input.note),
    ),
    end: route.delete(
      {
        path: '',
        answer: 'no-content',
        description: 'Ended',
        operation: { summary: 'End the debt collection procedure (extension); 404 when none' },
      },
      'procedures.end',
    ),
  }),
}) {}
