import {
  CUSTOM_PROPERTIES_DESCRIPTION,
  CustomPropertiesField,
  TextField,
} from '../../../platform/input';

/** POST /units: a unit's name and custom properties; users join it through their `unit_id`. */
export class CreateUnitDto {
  @TextField({ maxLength: 255, example: 'Consulting' }) name!: string;

  @CustomPropertiesField({ optional: true, description: CUSTOM_PROPERTIES_DESCRIPTION })
  custom_properties?: Record<string, unknown>;
}
