import { SendEmailDto } from '../../shared/emails';
import { DocumentController } from '../../shared/document-resources';
import { PdfQuery, PdfEndpoint } from '../../shared/sales-documents';
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
    list: route.list({ query: ListOffersQuery, response: OfferSummaryResponse }, 'offers.list'),
    pdf: route.pdf(
      {
        endpoint: PdfEndpoint(':id.pdf', 'The offer as an A4 PDF', {
          letterPaper: 'Letter paper to print on; default: the one named White',
        }),
        query: PdfQuery,
      },
      'offers.pdf',
    ),
    get: route.get({ response: OfferResponse }, 'offers.get'),
    create: route.create(
      { body: CreateOfferDto, response: OfferResponse, status: 201 },
      'createOffer.execute',
    ),
    assign: route.update(
      { body: AssignOfferDto, response: OfferResponse, path: ':id/assign' },
      'assignOffer.execute',
    ),
    updateStatus: route.updateStatus({ body: UpdateOfferStatusDto }, 'offers.updateStatus'),
    sendEmail: route.sendEmail({ body: SendEmailDto }, 'emails.send'),
    update: route.update({ body: UpdateOfferDto, response: OfferResponse }, 'updateOffer.execute'),
    delete: route.delete({ answer: 'no-content' }, 'offers.delete'),
  }),
}) {}
