import { Module } from '@nestjs/common';
import { AuditEventsController } from './audit-events.controller';
import { AuditEventsRepository } from './audit-events.repository';
import { AuditEventsService } from './audit-events.service';
import { AuditLogSubscriber } from './audit-log.subscriber';
import { AuditLogWriter } from './audit-log.writer';

/**
 * The audit trail: the subscriber that appends a row per record to every audited event
 * (event-subscribers.ts lists it), and GET /audit_events (an extension of the reference).
 */
@Module({
  controllers: [AuditEventsController],
  providers: [AuditEventsRepository, AuditEventsService, AuditLogSubscriber, AuditLogWriter],
})
export class AuditEventsModule {}
