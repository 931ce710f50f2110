import { CategoriesService } from '../categories.service';
import { ResourceController } from '../../../platform/http';
import { categoryRoutes } from '../category-routes';
import { CreateRevenueCategoryDto } from './dto/create-revenue-category.dto';
import { ListRevenueCategoriesQuery } from './dto/list-revenue-categories.query';
import { RevenueCategoryResponse } from './dto/revenue-category.response';
import { UpdateRevenueCategoryDto } from './dto/update-revenue-category.dto';
import { REVENUE_CATEGORIES } from './revenue-category.kind';

/** `/revenue_categories`: a paged list. */
export class RevenueCategoriesController extends ResourceController({
  path: 'revenue_categories',
  tag: 'Revenue categories',
  service: CategoriesService,
  routes: categoryRoutes(REVENUE_CATEGORIES, 'listPage'),
  types: {
    query: ListRevenueCategoriesQuery,
    create: CreateRevenueCategoryDto,
    update: UpdateRevenueCategoryDto,
    response: RevenueCategoryResponse,
  },
  delete: {
    method: 'remove',
    answer: 'no-content',
    description: 'Deleted; 422 while positions, tasks or expenses use it',
  },
}) {}
