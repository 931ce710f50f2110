import { DeclaredController } from '../../platform/http';
import { CatalogServiceItemsService } from './catalog-service-items.service';
import { updateAnswering201 } from './catalog-service-routes';
import { CatalogServiceItemDto } from './dto/catalog-service-item.dto';
import { CatalogServiceItemResponse } from './dto/catalog-service.response';

/** The items of a catalog service (an item of another service is a 404). */
export class CatalogServiceItemsController extends DeclaredController({
  path: 'account/catalog_services/:catalog_service_id/items',
  tag: 'Catalog services',
  parent: 'catalog_service_id',
  inject: { items: CatalogServiceItemsService },
  routes: (route) => ({
    create: route.create(
      { body: CatalogServiceItemDto, response: CatalogServiceItemResponse, status: 201 },
      'items.create',
    ),
    get: route.get({ response: CatalogServiceItemResponse }, 'items.get'),
    update: route.custom(
      updateAnswering201(CatalogServiceItemDto, CatalogServiceItemResponse),
      'items.update',
    ),
    delete: route.deleted({ response: CatalogServiceItemResponse }, 'items.delete'),
  }),
}) {}
