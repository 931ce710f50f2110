// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { AccountDbService } from './account-db.service';
export { scopeToAccount } from './account-scope.extension';
export type { AccountTx } from './account-scope.extension';
export { AccountScopedRepository } from './account-scoped.repository';
export { accountTable, lockRow } from './account-table';
export type {
  AccountTable,
  LockableTable,
  TableTypes,
  TableTypesOf,
  WithoutAccount,
} from './account-table';
export { DatabaseModule } from './database.module';
export { joinTransaction } from './joined-transaction';
export { leaveTombstone } from './deletion-tombstone';
export type { Deletion } from './deletion-tombstone';
export { PRISMA } from './prisma.token';
export {
  DECIMAL,
  TIME,
  USER_REFERENCE,
  VALUE,
  accountColumn,
  first,
  idsOf,
  many,
  mappedEnum,
  one,
  referredBy,
  referringBy,
  userOf,
} from './record-json';
export type { Embedded, Shape, UserReferenceSelect } from './record-json';
export { RecordQuery, readRows } from './record-query';
export {
  accountLookup,
  constantLookup,
  existingIdsLookup,
  existsLookup,
  rowByIdLookup,
  rowLookup,
  rowsLookup,
  runLookups,
} from './reference-lookups';
export type { LookedUp, Lookup, LookupFields } from './reference-lookups';
export {
  columnOf,
  insertChildRowsSql,
  insertNumberedDocument,
  unnestRows,
  updateColumns,
} from './row-insert.sql';
export type { UnnestColumn } from './row-insert.sql';
export { tableWrites } from './table-writes';
export { transactionMarkerFor, withTransactionMarker } from './transaction-marker';
export type { TransactionMarker } from './transaction-marker';
export { NotifiedRounds } from './notified-rounds';
export type { NotifiedRoundsOptions } from './notified-rounds';
