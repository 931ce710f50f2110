import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { DealsService } from './deals.service';
import { CreateDealDto } from './dto/create-deal.dto';
import { DealResponse } from './dto/deal.response';
import { UpdateDealDto } from './dto/update-deal.dto';
import { ListDealsQuery } from './dto/list-deals.query';
import { ListQueryParam } from '../common/lists/list-query.decorator';

@ApiTags('Deals')
@PatchLikePut()
@Controller('deals')
export class DealsController {
  constructor(private readonly deals: DealsService) {}

  @Get()
  @ApiOkResponse({ type: DealResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListDealsQuery,
  ): Promise<Page<DealResponse>> {
    return this.deals.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: DealResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<DealResponse> {
    return this.deals.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: DealResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateDealDto,
  ): Promise<DealResponse> {
    return this.deals.create(account, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: DealResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateDealDto,
  ): Promise<DealResponse> {
    return this.deals.update(account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.deals.delete(account, id);
  }
}
