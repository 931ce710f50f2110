import { Module } from '@nestjs/common';
import { CustomFieldDefinitionsController } from './custom-field-definitions.controller';
import { CustomFieldDefinitionsRepository } from './custom-field-definitions.repository';
import { CustomFieldDefinitionsService } from './custom-field-definitions.service';

/** `/account/custom_properties`: the custom fields each entity accepts. */
@Module({
  controllers: [CustomFieldDefinitionsController],
  providers: [CustomFieldDefinitionsService, CustomFieldDefinitionsRepository],
})
export class CustomFieldDefinitionsModule {}
