// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { revenueCategoryOf } from './revenue-category.embed';
export { toRevenueCategoryReference } from './revenue-category.mapper';
