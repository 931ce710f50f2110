import { Patch, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import { EmptyJsonResponse, accountParam, filesParam, idParam } from '../../platform/http';
import { DocumentController } from '../../shared/document-resources';
import { CreatePurchaseDto } from './dto/create-purchase.dto';
import { PurchaseResponse } from './dto/purchase.response';
import { UpdatePurchaseStatusDto } from './dto/update-purchase-status.dto';
import { UpdatePurchaseDto } from './dto/update-purchase.dto';
import { MAX_DOCUMENT_BYTES } from '../../shared/attachments';
import { PurchaseDocumentPipe } from './purchase-document.pipe';
import { PurchasesService } from './purchases.service';
import { ListPurchasesQuery } from './dto/list-purchases.query';
import { CreatePurchaseUseCase } from './use-cases/create-purchase.use-case';
import { UpdatePurchaseUseCase } from './use-cases/update-purchase.use-case';
import { ImportPurchaseDto } from './einvoice-import/import-purchase.dto';
import { ImportPurchaseUseCase } from './einvoice-import/import-purchase.use-case';

/** PATCH :id/store_document: the purchase's document (receipt or e-invoice), one file. */
const STORE_DOCUMENT = [
  Patch(':id/store_document'),
  EmptyJsonResponse('The document replaced the old one'),
  // Memory storage (multer's default without `dest`): the bytes go to stored_files. Any part
  // name is read, so a file sent under another name is the same 422 as no `file` part.
  UseInterceptors(
    AnyFilesInterceptor({
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 },
      defParamCharset: 'utf8',
    }),
  ),
  ApiConsumes('multipart/form-data'),
  ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description: 'PDF (also ZUGFeRD/Factur-X), PNG, JPEG or an e-invoice XML; max 10 MiB',
        },
      },
    },
  }),
  ApiUnsupportedMediaTypeResponse({ description: 'The file is not a PDF, PNG, JPEG or XML' }),
];

/** Purchases: the document routes (status and delete as the reference answers them), import. */
export class PurchasesController extends DocumentController({
  path: 'purchases',
  tag: 'Purchases',
  inject: {
    purchases: PurchasesService,
    createPurchase: CreatePurchaseUseCase,
    updatePurchase: UpdatePurchaseUseCase,
    importPurchase: ImportPurchaseUseCase,
  },
  routes: (route) => ({
    list: route.list({ query: ListPurchasesQuery, response: PurchaseResponse }, 'purchases.list'),
    get: route.get({ response: PurchaseResponse }, 'purchases.get'),
    create: route.create(
      { body: CreatePurchaseDto, response: PurchaseResponse },
      'createPurchase.execute',
    ),
    import: route.create(
      {
        body: ImportPurchaseDto,
        response: PurchaseResponse,
        path: 'import',
        description:
          'The purchase made from a received e-invoice (supplier by VAT ID, then name; totals checked)',
      },
      'importPurchase.execute',
    ),
    update: route.update(
      { body: UpdatePurchaseDto, response: PurchaseResponse },
      'updatePurchase.execute',
    ),
    updateStatus: route.updateStatus(
      { body: UpdatePurchaseStatusDto, method: 'patch', answer: 'empty-json' },
      'purchases.updateStatus',
    ),
    storeDocument: route.custom(
      {
        decorators: STORE_DOCUMENT,
        params: [accountParam(), idParam(), filesParam(PurchaseDocumentPipe)],
      },
      'purchases.storeDocument',
    ),
    delete: route.delete({ answer: 'empty-json' }, 'purchases.delete'),
  }),
}) {}
