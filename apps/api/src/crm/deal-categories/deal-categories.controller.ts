import { recordAnsweringRoutes, ResourceController } from '../../platform/http';
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
  routes: recordAnsweringRoutes,
  types: {
    query: ListDealCategoriesQuery,
    create: CreateDealCategoryDto,
    update: UpdateDealCategoryDto,
    response: DealCategoryResponse,
  },
  // The reference answers a deleted category with its record (200).
  delete: {
    method: 'delete',
    answer: 'record',
    description: 'The deleted category',
    operation: { description: "422 while deals are in it, and for the account's last category" },
  },
}) {}
