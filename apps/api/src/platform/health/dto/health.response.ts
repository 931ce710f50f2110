import { ApiProperty } from '@nestjs/swagger';

/** GET /health: whether the process answers and reaches its database. */
export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status!: 'ok' | 'unavailable';

  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';

  @ApiProperty({ example: '2026-11-22T09:15:04Z', description: 'Server time, UTC' })
  time!: string;
}
