import { TextField } from '../../../platform/input';

/** PUT/PATCH /account/catalog_services/{id}: the title (items change through their routes). */
export class UpdateCatalogServiceDto {
  @TextField({ maxLength: 255, optional: true, example: 'Website package' })
  title?: string;
}
