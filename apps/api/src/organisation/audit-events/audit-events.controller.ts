import { DeclaredController } from '../../platform/http';
import { AuditEventResponse } from './dto/audit-event.response';
import { ListAuditEventsQuery } from './dto/list-audit-events.query';
import { AuditEventsService } from './audit-events.service';

/** Extension: the account's audit trail (GoBD), read only. */
export class AuditEventsController extends DeclaredController({
  path: 'audit_events',
  tag: 'Audit trail',
  inject: { audit: AuditEventsService },
  routes: (route) => ({
    list: route.list(
      {
        query: ListAuditEventsQuery,
        response: AuditEventResponse,
        operation: {
          summary:
            'The audit trail: every write to documents, payments, companies, the account (extension)',
          description:
            'One row per record per write, oldest first like every list (`sort_by=seq desc` for ' +
            'the newest; `seq` is the position in the account’s hash chain). `changes` holds each changed field as [old, new]. Rows ' +
            'are never changed or deleted; `faktura verify-audit` recomputes the chain.',
        },
      },
      'audit.list',
    ),
  }),
}) {}
