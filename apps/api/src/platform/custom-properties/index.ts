// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { CustomPropertiesService } from './custom-properties.service';
export { CustomPropertyDefinitionsRepository } from './custom-property-definitions.repository';
export { checkCustomPropertyValue } from './custom-property-value';
