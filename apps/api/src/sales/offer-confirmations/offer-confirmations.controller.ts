import { DocumentController } from '../../shared/document-resources';
import { PdfEndpoint, PdfQuery } from '../../shared/sales-documents';
import { CreateOfferConfirmationDto } from './dto/create-offer-confirmation.dto';
import { ListOfferConfirmationsQuery } from './dto/list-offer-confirmations.query';
import { OfferConfirmationResponse } from './dto/offer-confirmation.response';
import { UpdateOfferConfirmationDto } from './dto/update-offer-confirmation.dto';
import { OfferConfirmationsService } from './offer-confirmations.service';
import { CreateOfferConfirmationUseCase } from './use-cases/create-offer-confirmation.use-case';
import { UpdateOfferConfirmationUseCase } from './use-cases/update-offer-confirmation.use-case';

/** Order confirmations of offers: the document routes; PATCH answers as PUT does. */
export class OfferConfirmationsController extends DocumentController({
  path: 'offer_confirmations',
  tag: 'Offer confirmations',
  inject: {
    confirmations: OfferConfirmationsService,
    createConfirmation: CreateOfferConfirmationUseCase,
    updateConfirmation: UpdateOfferConfirmationUseCase,
  },
  routes: (route) => ({
    list: route.list(
      { query: ListOfferConfirmationsQuery, response: OfferConfirmationResponse },
      'confirmations.list',
    ),
    pdf: route.pdf(
      {
        endpoint: PdfEndpoint(':id.pdf', 'The order confirmation as an A4 PDF', {
          letterPaper: "Letter paper to print on; default: the account's default paper",
        }),
        query: PdfQuery,
      },
      'confirmations.pdf',
    ),
    get: route.get({ response: OfferConfirmationResponse }, 'confirmations.get'),
    create: route.create(
      { body: CreateOfferConfirmationDto, response: OfferConfirmationResponse },
      'createConfirmation.execute',
    ),
    update: route.update(
      { body: UpdateOfferConfirmationDto, response: OfferConfirmationResponse },
      'updateConfirmation.execute',
    ),
    // The reference answers the deleted confirmation with 200.
    delete: route.deleted(
      { response: OfferConfirmationResponse, description: 'Deleted; as it was' },
      ({ confirmations }, account, id) => confirmations.delete(account, id),
    ),
  }),
}) {}
