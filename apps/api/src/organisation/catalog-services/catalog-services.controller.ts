import { DeclaredController } from '../../platform/http';
import { CatalogServicesService } from './catalog-services.service';
import { CatalogServiceResponse } from './dto/catalog-service.response';
import { CreateCatalogServiceDto } from './dto/create-catalog-service.dto';
import { ListCatalogServicesQuery } from './dto/list-catalog-services.query';
import { UpdateCatalogServiceDto } from './dto/update-catalog-service.dto';

/** The account's catalog services, each with its items. */
export class CatalogServicesController extends DeclaredController({
  path: 'account/catalog_services',
  tag: 'Catalog services',
  inject: { catalog: CatalogServicesService },
  routes: (route) => ({
    list: route.list(
      { query: ListCatalogServicesQuery, response: CatalogServiceResponse },
      'catalog.list',
    ),
    get: route.get({ response: CatalogServiceResponse }, 'catalog.get'),
    create: route.create(
      { body: CreateCatalogServiceDto, response: CatalogServiceResponse, status: 201 },
      'catalog.create',
    ),
    update: route.update(
      { body: UpdateCatalogServiceDto, response: CatalogServiceResponse },
      'catalog.update',
    ),
    delete: route.deleted({ response: CatalogServiceResponse }, 'catalog.delete'),
  }),
}) {}
