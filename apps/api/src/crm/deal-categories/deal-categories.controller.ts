import { ResourceController, serviceRoutes } from '../../platform/http';
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
  delete: {
    method: 'delete',
    answer: 'no-content',
    description: "Deleted; 422 while deals are in it, and for the account's last category",
  },
}) {}
