import { Delete, HttpCode, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentAccount, type AccountContext } from '../../platform/auth';
import { IdPipe, ResourceController, serviceRoutes } from '../../platform/http';
import { DealCategoriesService } from './deal-categories.service';
import { CreateDealCategoryDto } from './dto/create-deal-category.dto';
import { DealCategoryResponse } from './dto/deal-category.response';
import { ListDealCategoriesQuery } from './dto/list-deal-categories.query';
import { UpdateDealCategoryDto } from './dto/update-deal-category.dto';

/** `/deal_categories`: the stages of the deal pipeline. */
export class DealCategoriesController extends ResourceController({
  path: 'deal_categories',
  tag: 'Deal categories',
  service: DealCategoriesService,
  routes: serviceRoutes,
  types: {
    query: ListDealCategoriesQuery,
    create: CreateDealCategoryDto,
    update: UpdateDealCategoryDto,
    response: DealCategoryResponse,
  },
}) {
  constructor(private readonly categories: DealCategoriesService) {
    super(categories);
  }

  // The reference answers a deleted category with its record (200).
  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ description: "422 while deals are in it, and for the account's last category" })
  @ApiOkResponse({ type: DealCategoryResponse, description: 'The deleted category' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<DealCategoryResponse> {
    return this.categories.deleteAnswering(account, id);
  }
}
