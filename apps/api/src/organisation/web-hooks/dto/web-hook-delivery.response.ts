import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENTS, WEBHOOK_TARGETS } from '@faktura/db';
import { Property } from '../../../platform/openapi';

/** Where a delivery is. */
export const WEB_HOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

const TIMESTAMP = { format: 'date-time', example: null } as const;

/** One POST of a delivery to its hook. */
export class WebHookDeliveryAttemptResponse {
  @Property.Timestamp() attempted_at!: string;
  @ApiProperty({ example: 112, description: 'Until the answer was read, or the failure' })
  duration_ms!: number;
  @Property.Nullable(Number, {
    example: 200,
    description: 'HTTP status of the answer; null when none came (refused, timeout, network)',
  })
  response_status!: number | null;
  @Property.Nullable(String, { example: null, description: 'Why it failed; null on success' })
  error!: string | null;
}

/** One event for one hook (extension): what was sent, how often and how it went. */
export class WebHookDeliveryResponse {
  @ApiProperty({ example: 5012 }) id!: number;
  @ApiProperty({
    example: 'msg_5012',
    description:
      'The `webhook-id` header: the same on every attempt and on redelivery (receivers ' +
      'deduplicate on it)',
  })
  webhook_id!: string;
  @ApiProperty({ enum: WEBHOOK_TARGETS, example: 'Invoice' }) target!: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, example: 'update' }) event!: string;
  @ApiProperty({ example: 17, description: 'ID of the changed record' }) entity_id!: number;
  @ApiProperty({
    enum: WEB_HOOK_DELIVERY_STATUSES,
    description:
      '`pending` (waiting for its next attempt), `succeeded` (a 2xx answer) or `failed` ' +
      '(every attempt of the retry schedule failed)',
  })
  status!: string;
  @ApiProperty({ example: 1, description: 'Attempts since it was written or redelivered' })
  attempts!: number;
  @Property.Nullable(String, { ...TIMESTAMP, description: 'When the next attempt is due' })
  next_attempt_at!: string | null;
  @Property.Nullable(String, TIMESTAMP) last_attempt_at!: string | null;
  @Property.Nullable(Number, { example: null }) last_response_status!: number | null;
  @Property.Nullable(String, { example: null }) last_error!: string | null;
  @Property.Nullable(String, { ...TIMESTAMP, description: 'When a 2xx answer came' })
  delivered_at!: string | null;
  @Property.Timestamp({ example: '2026-11-22T09:15:04Z' })
  created_at!: string;
  @Property.Timestamp() updated_at!: string;
  @ApiProperty({
    type: [WebHookDeliveryAttemptResponse],
    description: 'The last 20 attempts, newest first',
  })
  attempt_log!: WebHookDeliveryAttemptResponse[];
}
