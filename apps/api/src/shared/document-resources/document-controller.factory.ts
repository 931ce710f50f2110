import type { Type } from '@nestjs/common';
import type { AccountContext } from '../../platform/auth/account-context';
import {
  declaredController,
  type DeclaredControllerOptions,
  type Injectables,
  type InstancesOf,
  type RouteBuilder,
  routeBuilder,
} from '../../platform/http/declared-controller.factory';
import {
  type DeclaredRoute,
  declareRoute,
  type RouteHandle,
  type RouteParam,
  type ServicesHolder,
} from '../../platform/http/declared-route';
import type { SentEmailResponse } from '../emails/dto/sent-email.response';
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
  pdf<Q>(spec: PdfShape<Q>, handle: RouteHandle<S, DocumentParams<Q>, PdfSource>): DeclaredRoute<S>;
  sendEmail<B>(
    spec: { body: Type<B> },
    handle: RouteHandle<S, DocumentParams<B>, SentEmailResponse>,
  ): DeclaredRoute<S>;
  updateStatus<B>(
    spec: UpdateStatusShape<B>,
    handle: RouteHandle<S, DocumentParams<B>, void>,
  ): DeclaredRoute<S>;
}

const documentRouteBuilder = <S>(): DocumentRouteBuilder<S> => ({
  ...routeBuilder<S>(),
  pdf: (spec, handle) => declareRoute(pdfShape(spec), handle),
  sendEmail: (spec, handle) => declareRoute(sendEmailShape(spec), handle),
  updateStatus: (spec, handle) => declareRoute(updateStatusShape(spec), handle),
});

/**
 * The controller of a document resource, declared instead of written out: which routes it has
 * (list, pdf, get, create, send_email, update_status, delete, ... in the order Nest should
 * match them), each with its DTO classes and the use case it calls, and what it injects:
 *
 *   export class OffersController extends DocumentController({
 *     path: 'offers', tag: 'Offers', inject: { offers: OffersService },
 *     routes: (route) => ({
 *       get: route.get({ response: OfferResponse }, ({ offers }, account, id) => offers.get(account, id)),
 *     }),
 *   }) {}
 */
export function DocumentController<D extends Injectables>(
  options: DeclaredControllerOptions<D, DocumentRouteBuilder<InstancesOf<D>>>,
): Type<ServicesHolder<InstancesOf<D>>> {
  return declaredController(options, documentRouteBuilder<InstancesOf<D>>());
}
