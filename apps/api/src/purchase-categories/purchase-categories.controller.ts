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
import { CategoriesService } from '../categories/categories.service';
import { PURCHASE_CATEGORIES } from './purchase-category.kind';

@ApiTags('Purchase categories')
@PatchLikePut()
@Controller('purchases/categories')
export class PurchaseCategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiUnpagedListQuery(Object.keys(PURCHASE_CATEGORIES.sortFields))
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
    return this.categories.listAll(PURCHASE_CATEGORIES, account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: PurchaseCategoryResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<PurchaseCategoryResponse> {
    return this.categories.get(PURCHASE_CATEGORIES, account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: PurchaseCategoryResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreatePurchaseCategoryDto,
  ): Promise<PurchaseCategoryResponse> {
    return this.categories.create(PURCHASE_CATEGORIES, account, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: PurchaseCategoryResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdatePurchaseCategoryDto,
  ): Promise<PurchaseCategoryResponse> {
    return this.categories.update(PURCHASE_CATEGORIES, account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted; 422 while purchase items use the category' })
  remove(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.categories.remove(PURCHASE_CATEGORIES, account, id);
  }
}
