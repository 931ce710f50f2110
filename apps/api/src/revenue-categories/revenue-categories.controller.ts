import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ApiListQuery } from '../common/openapi/api-list-query.decorator';
import { CreateRevenueCategoryDto } from './dto/create-revenue-category.dto';
import { RevenueCategoryResponse } from './dto/revenue-category.response';
import { UpdateRevenueCategoryDto } from './dto/update-revenue-category.dto';
import { CategoriesService } from '../categories/categories.service';
import { REVENUE_CATEGORIES } from './revenue-category.kind';

@ApiTags('Revenue categories')
@PatchLikePut()
@Controller('revenue_categories')
export class RevenueCategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiListQuery(Object.keys(REVENUE_CATEGORIES.sortFields))
  @ApiQuery({ name: 'active', required: false, type: Boolean })
  @ApiQuery({ name: 'term', required: false, type: String, description: 'Name or account number' })
  @ApiQuery({ name: 'revenue_account', required: false, type: Number })
  @ApiQuery({ name: 'cost_category', required: false, type: String, description: 'Exact value' })
  @ApiOkResponse({ type: RevenueCategoryResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
  ): Promise<Page<RevenueCategoryResponse>> {
    return this.categories.listPage(REVENUE_CATEGORIES, account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: RevenueCategoryResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<RevenueCategoryResponse> {
    return this.categories.get(REVENUE_CATEGORIES, account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: RevenueCategoryResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateRevenueCategoryDto,
  ): Promise<RevenueCategoryResponse> {
    return this.categories.create(REVENUE_CATEGORIES, account, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: RevenueCategoryResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateRevenueCategoryDto,
  ): Promise<RevenueCategoryResponse> {
    return this.categories.update(REVENUE_CATEGORIES, account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted; 422 while positions, tasks or expenses use it' })
  remove(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.categories.remove(REVENUE_CATEGORIES, account, id);
  }
}
