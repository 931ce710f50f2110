import type { ResourceRoutes } from '../../platform/http';
import type { ListQuery } from '../../platform/lists';
import type { CategoriesService } from './categories.service';
import type { CategoryInput, CategoryKind, CategoryRow } from './category.kind';

/**
 * The routes of one kind's controller: CategoriesService's use cases for that kind, the list
 * paged (`listPage`) or, as the reference answers purchase categories, all in one (`listAll`).
 */
export function categoryRoutes<
  Row extends CategoryRow,
  Create extends CategoryInput,
  Response,
  Query extends ListQuery & { page: number; per_page: number },
>(
  kind: CategoryKind<Row, Create, Response, Query>,
  list: 'listPage' | 'listAll',
): (categories: CategoriesService) => ResourceRoutes<Query, Create, Partial<Create>, Response> {
  return (categories) => ({
    list: (account, query) => categories[list](kind, account, query),
    get: (account, id) => categories.get(kind, account, id),
    create: (account, input) => categories.create(kind, account, input),
    update: (account, id, input) => categories.update(kind, account, id, input),
    remove: (account, id) => categories.remove(kind, account, id),
  });
}
