import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** GET /ready: whether this process can serve requests, and if not, why. */
export class ReadinessResponse {
  @ApiProperty({ enum: ['ready', 'not_ready'] })
  status!: 'ready' | 'not_ready';

  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';

  @ApiProperty({
    enum: ['applied', 'pending', 'unknown'],
    description: '`unknown` when the database is down or has no migration table',
  })
  migrations!: 'applied' | 'pending' | 'unknown';

  @ApiProperty({
    enum: ['up', 'down', 'unknown'],
    description:
      '`up` when a worker checked in within three heartbeat intervals (FAKTURA_WORKER_HEARTBEAT_MS, default 5 s each); `unknown` when the database is down or has no heartbeat table',
  })
  worker!: 'up' | 'down' | 'unknown';

  @ApiPropertyOptional({
    type: [String],
    description: 'Only when `migrations` is `pending`: the migrations not yet applied',
  })
  pending_migrations?: string[];

  @ApiPropertyOptional({
    enum: [true],
    description: 'Only while the process shuts down (after SIGTERM): never ready again',
  })
  shutting_down?: true;
}
