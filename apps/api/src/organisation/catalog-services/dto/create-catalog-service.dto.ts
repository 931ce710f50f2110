import { NestedListField, TextField } from '../../../platform/input';
import { NewCatalogServiceItemDto } from './catalog-service-item.dto';

/** Items of one service; keeps a request's transaction bounded. */
export const MAX_CATALOG_ITEMS = 1000;

/** POST /account/catalog_services. */
export class CreateCatalogServiceDto {
  @TextField({ maxLength: 255, example: 'Website package' })
  title!: string;

  @NestedListField(NewCatalogServiceItemDto, {
    optional: true,
    maxSize: MAX_CATALOG_ITEMS,
    description: 'The items, in order',
  })
  items?: NewCatalogServiceItemDto[];
}
