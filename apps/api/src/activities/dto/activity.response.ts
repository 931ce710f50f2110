import { ApiProperty } from '@nestjs/swagger';

export class ActivityProjectRef {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'P260001' }) identifier!: string;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
  @ApiProperty() billable!: boolean;
}

export class ActivityTaskRef {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Design' }) name!: string;
  @ApiProperty() billable!: boolean;
}

/** `{id, name}` of the customer or the deal. */
export class ActivityNamedRef {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

export class ActivityUserRef {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

const TIMESTAMP = { example: '2026-11-22T09:15:04Z' };

/** A timesheet activity as the API returns it (the reference's activity record). */
export class ActivityResponse {
  @ApiProperty({ example: 981 }) id!: number;
  @ApiProperty({ format: 'date', example: '2026-11-22' }) date!: string;
  @ApiProperty({ example: 1.5 }) hours!: number;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ description: 'Set when an invoice bills the activity; then it is read-only' })
  billed!: boolean;
  @ApiProperty() billable!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The invoice that billed it' })
  invoice_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) tag!: string | null;
  @ApiProperty({ type: String, nullable: true }) remote_service!: string | null;
  @ApiProperty({ type: String, nullable: true }) remote_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) remote_url!: string | null;
  @ApiProperty({ type: ActivityProjectRef }) project!: ActivityProjectRef;
  @ApiProperty({ type: ActivityTaskRef }) task!: ActivityTaskRef;
  @ApiProperty({ type: ActivityNamedRef, description: "The project's company" })
  customer!: ActivityNamedRef;
  @ApiProperty({ type: ActivityUserRef }) user!: ActivityUserRef;
  @ApiProperty({ type: ActivityNamedRef, nullable: true, description: "The project's deal" })
  deal!: ActivityNamedRef | null;
  @ApiProperty({ example: 150 }) hourly_rate!: number;
  @ApiProperty({ example: 5400, description: 'The duration in whole seconds' }) seconds!: number;
  @ApiProperty({ example: 5400, description: 'Equals seconds: Faktura rounds no durations' })
  worked_seconds!: number;
  @ApiProperty({ type: String, nullable: true, example: null }) timer_started_at!: string | null;
  @ApiProperty(TIMESTAMP) created_at!: string;
  @ApiProperty(TIMESTAMP) updated_at!: string;
}
