// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { AccountTableRepository } from './account-table.repository';
export { ListedTableRepository } from './listed-table.repository';
export { RecordReads, recordListing } from './record-listing';
export type {
  ListingDeclaration,
  ListingTypes,
  ListingTypesOf,
  RecordListing,
} from './record-listing';
