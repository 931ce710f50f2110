import type { Type } from '@nestjs/common';
import type { AccountContext } from '../../platform/auth';
import {
  declaredController,
  type DeclaredControllerOptions,
  type Injectables,
  type InstancesOf,
  looseRoute,
  type RouteBuilder,
  routeBuilder,
} from '../../platform/http';
import type { DeclaredRoute, RouteParam, RouteUse, ServicesHolder } from '../../platform/http';
import type { SentEmailResponse } from '../emails';
import {
  type PdfShape,
  pdfShape,
  type PdfSource,
  sendEmailShape,
  type UpdateStatusShape,
  updateStatusShape,
} from './document-route-shapes';

type DocumentParams<B> = [RouteParam<AccountContext>, RouteParam<number>, RouteParam<B>];

/** The kinds of routes a document (offer, invoice, reminder, purchase) declares. */
export interface DocumentRouteBuilder<S> extends RouteBuilder<S> {
  pdf<Q>(spec: PdfShape<Q>, use: RouteUse<S, DocumentParams<Q>, PdfSource>): DeclaredRoute<S>;
  sendEmail<B>(
    spec: { body: Type<B> },
    use: RouteUse<S, DocumentParams<B>, SentEmailResponse>,
  ): DeclaredRoute<S>;
  /** The use case takes the status alone: the body of update_status has nothing else. */
  updateStatus<B extends { status: string }>(
    spec: UpdateStatusShape<B>,
    use: RouteUse<S, DocumentParams<string>, void>,
  ): DeclaredRoute<S>;
}

const documentRouteBuilder = <S>(): DocumentRouteBuilder<S> => ({
  ...routeBuilder<S>(),
  pdf: (spec, use) => looseRoute(pdfShape(spec), use),
  sendEmail: (spec, use) => looseRoute(sendEmailShape(spec), use),
  updateStatus: (spec, use) => {
    const { handle } = looseRoute<S>(updateStatusShape(spec), use);
    return looseRoute(
      updateStatusShape(spec),
      (services: S, account: AccountContext, id: number, input: { status: string }) =>
        handle(services, account, id, input.status),
    );
  },
});

/**
 * The controller of a document resource, declared instead of written out: which routes it has
 * (list, pdf, get, create, send_email, update_status, delete, ... in the order Nest should
 * match them), each with its DTO classes and the use case it calls, and what it injects:
 *
 *   export class OffersController extends DocumentController({
 *     path: 'offers', tag: 'Offers', inject: { offers: OffersService },
 *     routes: (route) => ({ get: route.get({ response: OfferResponse }, ['offers', 'get']) }),
 *   }) {}
 */
export function DocumentController<D extends Injectables>(
  options: DeclaredControllerOptions<D, DocumentRouteBuilder<InstancesOf<D>>>,
): Type<ServicesHolder<InstancesOf<D>>> {
  return declaredController(options, documentRouteBuilder<InstancesOf<D>>());
}
