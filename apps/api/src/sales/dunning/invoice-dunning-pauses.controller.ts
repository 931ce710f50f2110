import { DeclaredController } from '../../platform/http';
import { InvoiceDunningResponse } from './dto/dunning-settings.response';
import { PauseDunningDto } from './dto/pause-dunning.dto';
import { InvoiceDunningPausesService } from './invoice-dunning-pauses.service';

/** Holding an invoice's dunning run (extension): paused through a day or until resumed. */
export class InvoiceDunningPausesController extends DeclaredController({
  path: 'invoices/:id/dunning/pause',
  tag: 'Invoices',
  inject: { pauses: InvoiceDunningPausesService },
  routes: (route) => ({
    pause: route.action(
      {
        method: 'post',
        path: '',
        body: PauseDunningDto,
        response: InvoiceDunningResponse,
        operation: {
          summary: "Pause the invoice's dunning, through a day or until resumed (extension)",
          description: 'Drafts: 422. A second pause replaces the first.',
        },
      },
      ({ pauses }, account, id, input) => pauses.pause(account, id, input.until ?? null),
    ),
    resume: route.delete(
      {
        path: '',
        answer: 'no-content',
        description: 'Resumed',
        operation: { summary: "Resume the invoice's dunning (extension); 404 when not paused" },
      },
      'pauses.resume',
    ),
  }),
}) {}
