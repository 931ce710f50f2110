import { ResourceController, serviceRoutes } from '../../platform/http';
import { CustomFieldDefinitionsService } from './custom-field-definitions.service';
import { CreateCustomFieldDefinitionDto } from './dto/create-custom-field-definition.dto';
import { CustomFieldDefinitionResponse } from './dto/custom-field-definition.response';
import { UpdateCustomFieldDefinitionDto } from './dto/update-custom-field-definition.dto';
import { ListCustomFieldDefinitionsQuery } from './dto/list-custom-field-definitions.query';

export class CustomFieldDefinitionsController extends ResourceController({
  path: 'account/custom_properties',
  tag: 'Custom properties',
  service: CustomFieldDefinitionsService,
  routes: serviceRoutes,
  types: {
    query: ListCustomFieldDefinitionsQuery,
    create: CreateCustomFieldDefinitionDto,
    update: UpdateCustomFieldDefinitionDto,
    response: CustomFieldDefinitionResponse,
  },
  operations: {
    update: {
      summary: 'Rename a field or change its defaults and display settings',
      description:
        'entity and kind cannot change (422). Renaming moves the stored values to the new name and bumps the records’ updated_at.',
    },
  },
  delete: {
    method: 'remove',
    answer: 'no-content',
    operation: { summary: 'Delete a field and the values stored under it' },
  },
}) {}
