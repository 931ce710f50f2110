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

  @ApiPropertyOptional({
    type: [String],
    description: 'Only when `migrations` is `pending`: the migrations not yet applied',
  })
  pending_migrations?: string[];
}
