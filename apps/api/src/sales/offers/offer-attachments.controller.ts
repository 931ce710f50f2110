import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SalesDocumentAttachmentsController } from '../sales-documents/sales-document-attachments.controller';

/** PDF attachments of an offer (sent along with it by e-mail). */
@ApiTags('Offers')
@Controller('offers/:offer_id/attachments')
export class OfferAttachmentsController extends SalesDocumentAttachmentsController(
  'offer',
  'offer_id',
) {}
