// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { AuditChainCheck, auditRowHash } from './audit-chain';
export type { ChainBreak, ChainedRow } from './audit-chain';
export { AuditEventsModule } from './audit-events.module';
export { AuditLogSubscriber } from './audit-log.subscriber';
export { createAuditRecorder } from './audit-recorder';
export { AUDITED_EVENTS } from './audited-events.table';
export type { AuditedEventType } from './audited-events.table';
