import { DeclaredController } from '../../../platform/http';
import { EmailDeliveryResponse } from '../dto/email-delivery.response';
import { EmailDeliveriesService } from './email-deliveries.service';
import { ListEmailDeliveriesQuery } from './dto/list-email-deliveries.query';

/** Extension: the e-mails send_email queued, and a way to send an unlucky one again. */
export class EmailDeliveriesController extends DeclaredController({
  path: 'email_deliveries',
  tag: 'E-mail deliveries',
  inject: { deliveries: EmailDeliveriesService },
  routes: (route) => ({
    list: route.list(
      { query: ListEmailDeliveriesQuery, response: EmailDeliveryResponse },
      'deliveries.list',
    ),
    get: route.get({ response: EmailDeliveryResponse }, 'deliveries.get'),
    resend: route.action(
      {
        method: 'post',
        path: ':id/resend',
        response: EmailDeliveryResponse,
        description:
          'Queued again (status queued) with the same Message-ID; only uncertain and failed ' +
          'deliveries can be resent (422 otherwise)',
      },
      'deliveries.resend',
    ),
  }),
}) {}
