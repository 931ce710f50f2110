import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import { ApiUnpagedListQuery } from '../common/openapi/api-list-query.decorator';
import { CreatePurchaseCategoryDto } from './dto/create-purchase-category.dto';
import { PurchaseCategoryResponse } from './dto/purchase-category.response';
import { UpdatePurchaseCategoryDto } from './dto/update-purchase-category.dto';
import {
  PURCHASE_CATEGORY_SORT_FIELDS,
  PurchaseCategoriesService,
} from './purchase-categories.service';

@ApiTags('Purchase categories')
@PatchLikePut()
@Controller('purchases/categories')
export class PurchaseCategoriesController {
  constructor(private readonly categories: PurchaseCategoriesService) {}

  @Get()
  @ApiUnpagedListQuery(Object.keys(PURCHASE_CATEGORY_SORT_FIELDS))
  @ApiQuery({ name: 'active', required: false, type: Boolean })
  @ApiOkResponse({
    type: PurchaseCategoryResponse,
    isArray: true,
    description: 'Every matching category, not paged (as the reference answers this list)',
  })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
  ): Promise<PurchaseCategoryResponse[]> {
    return this.categories.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: PurchaseCategoryResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<PurchaseCategoryResponse> {
    return this.categories.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: PurchaseCategoryResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreatePurchaseCategoryDto,
  ): Promise<PurchaseCategoryResponse> {
    return this.categories.create(account, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: PurchaseCategoryResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdatePurchaseCategoryDto,
  ): Promise<PurchaseCategoryResponse> {
    return this.categories.update(account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted; 422 while purchase items use the category' })
  remove(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.categories.remove(account, id);
  }
}
