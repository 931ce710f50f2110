import { SendEmailDto } from '../../shared/emails/dto/send-email.dto';
import { DocumentController } from '../../shared/document-resources/document-controller.factory';
import { PdfQuery } from '../sales-documents/dto/pdf.query';
import { PdfEndpoint } from '../sales-documents/sales-document.endpoints';
import { AssignOfferDto } from './dto/assign-offer.dto';
import { CreateOfferDto } from './dto/create-offer.dto';
import { ListOffersQuery } from './dto/list-offers.query';
import { OfferResponse, OfferSummaryResponse } from './dto/offer.response';
import { UpdateOfferStatusDto } from './dto/update-offer-status.dto';
import { UpdateOfferDto } from './dto/update-offer.dto';
import { OfferEmailsService } from './offer-emails.service';
import { OffersService } from './offers.service';
import { AssignOfferUseCase } from './use-cases/assign-offer.use-case';
import { CreateOfferUseCase } from './use-cases/create-offer.use-case';
import { UpdateOfferUseCase } from './use-cases/update-offer.use-case';

/** Offers: the document routes, plus assign; content writes are the use cases. */
export class OffersController extends DocumentController({
  path: 'offers',
  tag: 'Offers',
  inject: {
    offers: OffersService,
    createOffer: CreateOfferUseCase,
    updateOffer: UpdateOfferUseCase,
    assignOffer: AssignOfferUseCase,
    emails: OfferEmailsService,
  },
  routes: (route) => ({
    list: route.list(
      { query: ListOffersQuery, response: OfferSummaryResponse },
      ({ offers }, account, query) => offers.list(account, query),
    ),
    pdf: route.pdf(
      {
        endpoint: PdfEndpoint(':id.pdf', 'The offer as an A4 PDF', {
          letterPaper: 'Letter paper to print on; default: the one named White',
        }),
        query: PdfQuery,
      },
      ({ offers }, account, id, query) => offers.pdf(account, id, query),
    ),
    get: route.get({ response: OfferResponse }, ({ offers }, account, id) =>
      offers.get(account, id),
    ),
    create: route.create(
      { body: CreateOfferDto, response: OfferResponse, status: 201 },
      ({ createOffer }, account, input) => createOffer.execute(account, input),
    ),
    assign: route.update(
      { body: AssignOfferDto, response: OfferResponse, path: ':id/assign' },
      ({ assignOffer }, account, id, input) => assignOffer.execute(account, id, input),
    ),
    updateStatus: route.updateStatus(
      { body: UpdateOfferStatusDto },
      ({ offers }, account, id, input) => offers.updateStatus(account, id, input.status),
    ),
    sendEmail: route.sendEmail({ body: SendEmailDto }, ({ emails }, account, id, input) =>
      emails.send(account, id, input),
    ),
    update: route.update(
      { body: UpdateOfferDto, response: OfferResponse },
      ({ updateOffer }, account, id, input) => updateOffer.execute(account, id, input),
    ),
    delete: route.delete({ answer: 'no-content' }, ({ offers }, account, id) =>
      offers.delete(account, id),
    ),
  }),
}) {}
