import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { PatchLikePut } from '../../platform/http/patch-like-put.decorator';
import { EmptyJsonResponse } from '../../platform/http/empty-json-response.decorator';
import type { AccountContext } from '../../platform/auth/account-context';
import { CurrentAccount } from '../../platform/auth/current-account.decorator';
import { IdPipe } from '../../platform/http/id.pipe';
import type { Page } from '../../platform/lists/page';
import { CreatePurchaseDto } from './dto/create-purchase.dto';
import { PurchaseResponse } from './dto/purchase.response';
import { UpdatePurchaseStatusDto } from './dto/update-purchase-status.dto';
import { UpdatePurchaseDto } from './dto/update-purchase.dto';
import type { DocumentFile } from './purchase-document.content';
import { MAX_DOCUMENT_BYTES } from './purchase-document.content';
import { PurchaseDocumentPipe } from './purchase-document.pipe';
import { PurchasesService } from './purchases.service';
import { ListPurchasesQuery } from './dto/list-purchases.query';
import { ListQueryParam } from '../../platform/lists/list-query.decorator';
import { CreatePurchaseUseCase } from './use-cases/create-purchase.use-case';
import { UpdatePurchaseUseCase } from './use-cases/update-purchase.use-case';
import { ImportPurchaseDto } from './einvoice-import/import-purchase.dto';
import { ImportPurchaseUseCase } from './einvoice-import/import-purchase.use-case';

@ApiTags('Purchases')
@PatchLikePut()
@Controller('purchases')
export class PurchasesController {
  constructor(
    private readonly purchases: PurchasesService,
    private readonly createPurchase: CreatePurchaseUseCase,
    private readonly updatePurchase: UpdatePurchaseUseCase,
    private readonly importPurchase: ImportPurchaseUseCase,
  ) {}

  @Get()
  @ApiOkResponse({ type: PurchaseResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListPurchasesQuery,
  ): Promise<Page<PurchaseResponse>> {
    return this.purchases.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: PurchaseResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<PurchaseResponse> {
    return this.purchases.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: PurchaseResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreatePurchaseDto,
  ): Promise<PurchaseResponse> {
    return this.createPurchase.execute(account, input);
  }

  @Post('import')
  @HttpCode(200)
  @ApiOkResponse({
    type: PurchaseResponse,
    description:
      'The purchase made from a received e-invoice (supplier by VAT ID, then name; totals checked)',
  })
  import(
    @CurrentAccount() account: AccountContext,
    @Body() input: ImportPurchaseDto,
  ): Promise<PurchaseResponse> {
    return this.importPurchase.execute(account, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: PurchaseResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdatePurchaseDto,
  ): Promise<PurchaseResponse> {
    return this.updatePurchase.execute(account, id, input);
  }

  @Patch(':id/update_status')
  @EmptyJsonResponse('Status set')
  updateStatus(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdatePurchaseStatusDto,
  ): Promise<void> {
    return this.purchases.updateStatus(account, id, input.status);
  }

  @Patch(':id/store_document')
  @EmptyJsonResponse('The document replaced the old one')
  // Memory storage (multer's default without `dest`): the bytes go to stored_files. Any part
  // name is read, so a file sent under another name is the same 422 as no `file` part.
  @UseInterceptors(
    AnyFilesInterceptor({
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 },
      defParamCharset: 'utf8',
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({
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
  })
  @ApiUnsupportedMediaTypeResponse({ description: 'The file is not a PDF, PNG, JPEG or XML' })
  async storeDocument(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @UploadedFiles(PurchaseDocumentPipe) file: DocumentFile,
  ): Promise<void> {
    await this.purchases.storeDocument(account, id, file);
  }

  @Delete(':id')
  @EmptyJsonResponse('Deleted')
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.purchases.delete(account, id);
  }
}
