import { DeclaredController, idParam } from '../../platform/http';
import { ListWebHookDeliveriesQuery } from './dto/list-web-hook-deliveries.query';
import { WebHookDeliveryResponse } from './dto/web-hook-delivery.response';
import { DeliveryIdPipe } from './delivery-id.pipe';
import { WebHookDeliveriesService } from './web-hook-deliveries.service';

/** Extension: the deliveries of a web hook, each with its attempts, and sending one again. */
export class WebHookDeliveriesController extends DeclaredController({
  path: 'account/web_hooks/:id/deliveries',
  tag: 'Web hooks',
  inject: { deliveries: WebHookDeliveriesService },
  routes: (route) => ({
    list: route.list(
      {
        query: ListWebHookDeliveriesQuery,
        response: WebHookDeliveryResponse,
        ids: [idParam()],
        operation: {
          summary: "The hook's deliveries, oldest first like every list (extension)",
          description:
            'One delivery per change the hook was told about, with its last 20 attempts (newest ' +
            'first). The payload is not shown (it can be large): it is the record as GET returned it ' +
            'when it changed, or `{"id": N}` (plus custom_properties) for a delete.',
        },
      },
      'deliveries.list',
    ),
    redeliver: route.action(
      {
        method: 'post',
        path: ':delivery_id/redeliver',
        ids: [idParam(), idParam('delivery_id', DeliveryIdPipe)],
        response: WebHookDeliveryResponse,
        description: 'The delivery, pending again',
        operation: {
          summary: 'Sends a delivery again (extension)',
          description:
            'Back to pending, due now, with a fresh retry schedule; the same payload and the same ' +
            '`webhook-id`, so receivers that had it can drop it. Later pending deliveries of the same ' +
            'record wait for it (each record in the order of its changes). 422 while the hook is ' +
            'disabled or the payload is not rendered yet.',
        },
      },
      'deliveries.redeliver',
    ),
  }),
}) {}
