import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import { ApiUnpagedListQuery } from '../common/openapi/api-list-query.decorator';
import { CreateVatCodePurchaseDto } from './dto/create-vat-code-purchase.dto';
import { UpdateVatCodePurchaseDto } from './dto/update-vat-code-purchase.dto';
import { VatCodePurchaseResponse } from './dto/vat-code-purchase.response';
import { VAT_CODE_PURCHASES } from './vat-code-purchases.side';
import { VatCodesService } from './vat-codes.service';
import { VAT_CODE_SORT_FIELDS } from './vat-code.rules';

/** No DELETE: purchase items keep their codes; `active: false` retires one. */
@ApiTags('VAT codes')
@PatchLikePut()
@Controller('vat_code_purchases')
export class VatCodePurchasesController {
  constructor(private readonly codes: VatCodesService) {}

  @Get()
  @ApiUnpagedListQuery(Object.keys(VAT_CODE_SORT_FIELDS))
  @ApiQuery({ name: 'active', required: false, type: Boolean })
  @ApiQuery({ name: 'reverse_charge', required: false, type: Boolean })
  @ApiQuery({ name: 'intra_eu', required: false, type: Boolean })
  @ApiQuery({ name: 'code', required: false, type: String, description: 'Exact code' })
  @ApiOkResponse({
    type: VatCodePurchaseResponse,
    isArray: true,
    description: 'Every matching code, not paged (as the reference answers this list)',
  })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
  ): Promise<VatCodePurchaseResponse[]> {
    return this.codes.list(VAT_CODE_PURCHASES, account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: VatCodePurchaseResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<VatCodePurchaseResponse> {
    return this.codes.get(VAT_CODE_PURCHASES, account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: VatCodePurchaseResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateVatCodePurchaseDto,
  ): Promise<VatCodePurchaseResponse> {
    return this.codes.create(VAT_CODE_PURCHASES, account, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: VatCodePurchaseResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateVatCodePurchaseDto,
  ): Promise<VatCodePurchaseResponse> {
    return this.codes.update(VAT_CODE_PURCHASES, account, id, input);
  }
}
