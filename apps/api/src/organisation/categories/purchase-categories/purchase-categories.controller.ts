import { CategoriesService } from '../categories.service';
import { ResourceController } from '../../../platform/http';
import { categoryRoutes } from '../category-routes';
import { CreatePurchaseCategoryDto } from './dto/create-purchase-category.dto';
import { ListPurchaseCategoriesQuery } from './dto/list-purchase-categories.query';
import { PurchaseCategoryResponse } from './dto/purchase-category.response';
import { UpdatePurchaseCategoryDto } from './dto/update-purchase-category.dto';
import { PURCHASE_CATEGORIES } from './purchase-category.kind';

/** `/purchases/categories`: every matching category in one array, as the reference answers. */
export class PurchaseCategoriesController extends ResourceController({
  path: 'purchases/categories',
  tag: 'Purchase categories',
  service: CategoriesService,
  routes: categoryRoutes(PURCHASE_CATEGORIES, 'listAll'),
  types: {
    query: ListPurchaseCategoriesQuery,
    create: CreatePurchaseCategoryDto,
    update: UpdatePurchaseCategoryDto,
    response: PurchaseCategoryResponse,
  },
  listDescription: 'Every matching category, not paged (as the reference answers this list)',
  delete: {
    method: 'remove',
    answer: 'no-content',
    description: 'Deleted; 422 while purchase items use the category',
  },
}) {}
