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
  Query,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import { EmptyJsonResponse } from '../common/http/empty-json-response.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ApiListQuery } from '../common/openapi/api-list-query.decorator';
import { CreatePurchaseDto, PAYMENT_METHODS } from './dto/create-purchase.dto';
import { PurchaseResponse } from './dto/purchase.response';
import { UpdatePurchaseStatusDto } from './dto/update-purchase-status.dto';
import { UpdatePurchaseDto } from './dto/update-purchase.dto';
import type { DocumentFile } from './purchase-document.content';
import { MAX_DOCUMENT_BYTES } from './purchase-document.content';
import { PurchaseDocumentPipe } from './purchase-document.pipe';
import { PURCHASE_SORT_FIELDS, PurchasesService } from './purchases.service';
import { CreatePurchaseUseCase } from './use-cases/create-purchase.use-case';
import { UpdatePurchaseUseCase } from './use-cases/update-purchase.use-case';

const ID_LIST = { type: 'string', example: '12,13' } as const;
const BOOLEAN = { type: 'boolean' } as const;
const TEXT = { type: 'string' } as const;

@ApiTags('Purchases')
@PatchLikePut()
@Controller('purchases')
export class PurchasesController {
  constructor(
    private readonly purchases: PurchasesService,
    private readonly createPurchase: CreatePurchaseUseCase,
    private readonly updatePurchase: UpdatePurchaseUseCase,
  ) {}

  @Get()
  @ApiListQuery(Object.keys(PURCHASE_SORT_FIELDS))
  @ApiQuery({ name: 'category_id', required: false, schema: ID_LIST })
  @ApiQuery({
    name: 'term',
    required: false,
    description: 'Title, receipt identifier or an item title contains it (case-insensitive)',
    schema: TEXT,
  })
  @ApiQuery({
    name: 'company_id',
    required: false,
    description: 'Supplier IDs; 0 selects purchases without a supplier',
    schema: ID_LIST,
  })
  @ApiQuery({
    name: 'status',
    required: false,
    description: 'pending and/or archived',
    schema: TEXT,
  })
  @ApiQuery({ name: 'not_booked', required: false, schema: BOOLEAN })
  @ApiQuery({
    name: 'tags',
    required: false,
    description: 'Comma-separated; all must match',
    schema: TEXT,
  })
  @ApiQuery({
    name: 'date',
    required: false,
    description: '`YYYY-MM-DD:YYYY-MM-DD`; either side may be empty for an open range',
    schema: TEXT,
  })
  @ApiQuery({ name: 'unpaid', required: false, description: 'true: no payment', schema: BOOLEAN })
  @ApiQuery({
    name: 'partially_paid',
    required: false,
    description: 'true: partially paid (see the field); false: not partially paid',
    schema: BOOLEAN,
  })
  @ApiQuery({ name: 'user_id', required: false, description: 'Responsible users', schema: ID_LIST })
  @ApiQuery({
    name: 'payment_method',
    required: false,
    description: `One or more of ${PAYMENT_METHODS.join(', ')}`,
    schema: TEXT,
  })
  @ApiQuery({ name: 'receipt_identifier', required: false, schema: TEXT })
  @ApiQuery({ name: 'identifier', required: false, schema: TEXT })
  @ApiOkResponse({ type: PurchaseResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
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
        file: { type: 'string', format: 'binary', description: 'PDF, PNG or JPEG; max 10 MiB' },
      },
    },
  })
  @ApiUnsupportedMediaTypeResponse({ description: 'The file is not a PDF, PNG or JPEG' })
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
