import { CategoriesService } from '../categories.service';
import { ResourceController } from '../../../platform/http/resource-controller.factory';
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
  routes: (categories) => ({
    list: (account, query) => categories.listAll(PURCHASE_CATEGORIES, account, query),
    get: (account, id) => categories.get(PURCHASE_CATEGORIES, account, id),
    create: (account, input) => categories.create(PURCHASE_CATEGORIES, account, input),
    update: (account, id, input) => categories.update(PURCHASE_CATEGORIES, account, id, input),
    remove: (account, id) => categories.remove(PURCHASE_CATEGORIES, account, id),
  }),
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
