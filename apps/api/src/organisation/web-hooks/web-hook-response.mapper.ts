import { apiTimestamp } from '../../platform/serialization';
import type { WebHookDeliveryResponse } from './dto/web-hook-delivery.response';
import type { WebHookResponse } from './dto/web-hook.response';
import type { WebHookDeliveryRow } from './web-hook-deliveries.repository';
import { wireTarget } from './web-hook-targets';
import type { WebHookRow } from './web-hooks.repository';

/** The API shape of a web hook (without its secret). */
export function toWebHookResponse(row: WebHookRow): WebHookResponse {
  return {
    id: row.id,
    target: wireTarget(row.target),
    event: row.event,
    hook: row.hook,
    disabled: row.disabled,
    disabled_at: apiTimestamp(row.disabledAt),
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
  };
}

/** The API shape of one delivery of `hook` (its target and event are the hook's). */
export function toWebHookDeliveryResponse(
  hook: Pick<WebHookRow, 'target' | 'event'>,
  row: WebHookDeliveryRow,
): WebHookDeliveryResponse {
  return {
    id: Number(row.id),
    webhook_id: `msg_${row.id}`,
    target: wireTarget(hook.target),
    event: hook.event,
    entity_id: row.entityId,
    ...deliveryProgress(row),
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
    attempt_log: row.attemptLog.map((attempt) => ({
      attempted_at: apiTimestamp(attempt.attemptedAt),
      duration_ms: attempt.durationMs,
      response_status: attempt.responseStatus,
      error: attempt.error,
    })),
  };
}

/** Status, attempts and the outcome of the last attempt. */
function deliveryProgress(row: WebHookDeliveryRow) {
  return {
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: apiTimestamp(row.nextAttemptAt),
    last_attempt_at: apiTimestamp(row.lastAttemptAt),
    last_response_status: row.lastResponseStatus,
    last_error: row.lastError,
    delivered_at: apiTimestamp(row.deliveredAt),
  };
}
