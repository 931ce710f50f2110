import { ApiProperty } from '@nestjs/swagger';
import {
  BillableProjectReferenceBase,
  NamedReferenceBase,
  UserReferenceBase,
  Property,
} from '../../../platform/openapi';
export class ActivityProjectRef extends BillableProjectReferenceBase {}

export class ActivityTaskRef {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Design' }) name!: string;
  @ApiProperty() billable!: boolean;
}

/** `{id, name}` of the customer or the deal. */
export class ActivityNamedRef extends NamedReferenceBase(5) {}

export class ActivityUserRef extends UserReferenceBase {}

/** A timesheet activity as the API returns it (the reference's activity record). */
export class ActivityResponse {
  @ApiProperty({ example: 981 }) id!: number;
  @Property.IsoDate({ example: '2026-11-22' }) date!: string;
  @ApiProperty({ example: 1.5 }) hours!: number;
  @Property.Nullable(String) description!: string | null;
  @ApiProperty({ description: 'Set when an invoice bills the activity; then it is read-only' })
  billed!: boolean;
  @ApiProperty() billable!: boolean;
  @Property.Nullable(Number, { description: 'The invoice that billed it' })
  invoice_id!: number | null;
  @Property.Nullable(String) tag!: string | null;
  @Property.Nullable(String) remote_service!: string | null;
  @Property.Nullable(String) remote_id!: string | null;
  @Property.Nullable(String) remote_url!: string | null;
  @ApiProperty({ type: ActivityProjectRef }) project!: ActivityProjectRef;
  @ApiProperty({ type: ActivityTaskRef }) task!: ActivityTaskRef;
  @ApiProperty({ type: ActivityNamedRef, description: "The project's company" })
  customer!: ActivityNamedRef;
  @ApiProperty({ type: ActivityUserRef }) user!: ActivityUserRef;
  @Property.Nullable(ActivityNamedRef, { description: "The project's deal" })
  deal!: ActivityNamedRef | null;
  @ApiProperty({ example: 150 }) hourly_rate!: number;
  @ApiProperty({ example: 5400, description: 'The billable duration in whole seconds' })
  seconds!: number;
  @ApiProperty({
    example: 5400,
    description:
      'The worked duration in whole seconds; differs from seconds once billable_seconds set them',
  })
  worked_seconds!: number;
  @Property.Nullable(String, {
    example: null,
    description: 'When the running timer started; null while none runs',
  })
  timer_started_at!: string | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
