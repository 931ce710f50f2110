import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  type StreamableFile,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../../platform/http/patch-like-put.decorator';
import type { AccountContext } from '../../platform/auth/account-context';
import { CurrentAccount } from '../../platform/auth/current-account.decorator';
import { pdfFile } from '../../platform/http/pdf-file';
import { IdPipe } from '../../platform/http/id.pipe';
import type { Page } from '../../platform/lists/page';
import { SendEmailDto } from '../../shared/emails/dto/send-email.dto';
import { SentEmailResponse } from '../../shared/emails/dto/sent-email.response';
import { PdfQuery } from '../sales-documents/dto/pdf.query';
import { PdfEndpoint, SendEmailEndpoint } from '../sales-documents/sales-document.endpoints';
import { AssignOfferDto } from './dto/assign-offer.dto';
import { CreateOfferDto } from './dto/create-offer.dto';
import { ListOffersQuery } from './dto/list-offers.query';
import { OfferResponse, OfferSummaryResponse } from './dto/offer.response';
import { UpdateOfferStatusDto } from './dto/update-offer-status.dto';
import { UpdateOfferDto } from './dto/update-offer.dto';
import { OfferEmailsService } from './offer-emails.service';
import { OffersService } from './offers.service';
import { ListQueryParam } from '../../platform/lists/list-query.decorator';
import { AssignOfferUseCase } from './use-cases/assign-offer.use-case';
import { CreateOfferUseCase } from './use-cases/create-offer.use-case';
import { UpdateOfferUseCase } from './use-cases/update-offer.use-case';

@ApiTags('Offers')
@PatchLikePut()
@Controller('offers')
export class OffersController {
  constructor(
    private readonly offers: OffersService,
    private readonly createOffer: CreateOfferUseCase,
    private readonly updateOffer: UpdateOfferUseCase,
    private readonly assignOffer: AssignOfferUseCase,
    private readonly emails: OfferEmailsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: OfferSummaryResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListOffersQuery,
  ): Promise<Page<OfferSummaryResponse>> {
    return this.offers.list(account, query);
  }

  // Before ':id', which would otherwise take "12.pdf" as the id.
  @PdfEndpoint(':id.pdf', 'The offer as an A4 PDF', {
    letterPaper: 'Letter paper to print on; default: the one named White',
  })
  async pdf(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Query() query: PdfQuery,
  ): Promise<StreamableFile> {
    return pdfFile(await this.offers.pdf(account, id, query));
  }

  @Get(':id')
  @ApiOkResponse({ type: OfferResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<OfferResponse> {
    return this.offers.get(account, id);
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: OfferResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateOfferDto,
  ): Promise<OfferResponse> {
    return this.createOffer.execute(account, input);
  }

  @Put(':id/assign')
  @ApiOkResponse({ type: OfferResponse })
  assign(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: AssignOfferDto,
  ): Promise<OfferResponse> {
    return this.assignOffer.execute(account, id, input);
  }

  @Put(':id/update_status')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Status set' })
  updateStatus(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateOfferStatusDto,
  ): Promise<void> {
    return this.offers.updateStatus(account, id, input.status);
  }

  @SendEmailEndpoint()
  sendEmail(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: SendEmailDto,
  ): Promise<SentEmailResponse> {
    return this.emails.send(account, id, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: OfferResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateOfferDto,
  ): Promise<OfferResponse> {
    return this.updateOffer.execute(account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.offers.delete(account, id);
  }
}
