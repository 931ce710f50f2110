import { DocumentAttachmentsController } from '../../shared/document-resources';

/** PDF attachments of an offer (sent along with it by e-mail). */
export class OfferAttachmentsController extends DocumentAttachmentsController({
  kind: 'offer',
  documents: 'offers',
  documentId: 'offer_id',
  tag: 'Offers',
}) {}
