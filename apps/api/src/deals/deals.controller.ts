import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DealStatus } from '@faktura/db';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ApiListQuery } from '../common/openapi/api-list-query.decorator';
import { DEAL_SORT_FIELDS, DealsService } from './deals.service';
import { CreateDealDto } from './dto/create-deal.dto';
import { DealResponse } from './dto/deal.response';
import { UpdateDealDto } from './dto/update-deal.dto';

const ID_LIST = { type: 'string', example: '12,13' } as const;

@ApiTags('Deals')
@PatchLikePut()
@Controller('deals')
export class DealsController {
  constructor(private readonly deals: DealsService) {}

  @Get()
  @ApiListQuery(Object.keys(DEAL_SORT_FIELDS))
  @ApiQuery({ name: 'status', required: false, enum: DealStatus })
  @ApiQuery({
    name: 'company_id',
    required: false,
    description: 'One ID or comma-separated IDs',
    schema: ID_LIST,
  })
  @ApiQuery({
    name: 'user_id',
    required: false,
    description: 'One ID or comma-separated IDs',
    schema: ID_LIST,
  })
  @ApiQuery({
    name: 'tags',
    required: false,
    description: 'Comma-separated; deals having all of them',
    schema: { type: 'string' },
  })
  @ApiQuery({
    name: 'closed_from',
    required: false,
    description: 'closed_on on or after',
    schema: { type: 'string', format: 'date' },
  })
  @ApiQuery({
    name: 'closed_to',
    required: false,
    description: 'closed_on on or before',
    schema: { type: 'string', format: 'date' },
  })
  @ApiOkResponse({ type: DealResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
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
