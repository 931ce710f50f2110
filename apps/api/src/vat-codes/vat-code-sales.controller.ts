import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import { ApiUnpagedListQuery } from '../common/openapi/api-list-query.decorator';
import { CreateVatCodeSaleDto } from './dto/create-vat-code-sale.dto';
import { UpdateVatCodeSaleDto } from './dto/update-vat-code-sale.dto';
import { VatCodeSaleResponse } from './dto/vat-code-sale.response';
import { VAT_CODE_SALES } from './vat-code-sales.side';
import { VatCodesService } from './vat-codes.service';
import { VAT_CODE_SORT_FIELDS } from './vat-code.rules';

/** No DELETE: documents keep their codes; `active: false` retires one. */
@ApiTags('VAT codes')
@PatchLikePut()
@Controller('vat_code_sales')
export class VatCodeSalesController {
  constructor(private readonly codes: VatCodesService) {}

  @Get()
  @ApiUnpagedListQuery(Object.keys(VAT_CODE_SORT_FIELDS))
  @ApiQuery({ name: 'active', required: false, type: Boolean })
  @ApiQuery({ name: 'reverse_charge', required: false, type: Boolean })
  @ApiQuery({ name: 'intra_eu', required: false, type: Boolean })
  @ApiQuery({ name: 'code', required: false, type: String, description: 'Exact code' })
  @ApiOkResponse({
    type: VatCodeSaleResponse,
    isArray: true,
    description: 'Every matching code, not paged (as the reference answers this list)',
  })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
  ): Promise<VatCodeSaleResponse[]> {
    return this.codes.list(VAT_CODE_SALES, account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: VatCodeSaleResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<VatCodeSaleResponse> {
    return this.codes.get(VAT_CODE_SALES, account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: VatCodeSaleResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateVatCodeSaleDto,
  ): Promise<VatCodeSaleResponse> {
    return this.codes.create(VAT_CODE_SALES, account, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: VatCodeSaleResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateVatCodeSaleDto,
  ): Promise<VatCodeSaleResponse> {
    return this.codes.update(VAT_CODE_SALES, account, id, input);
  }
}
