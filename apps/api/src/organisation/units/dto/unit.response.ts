import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** A user of a unit, as the unit record lists it. */
export class UnitUserReference {
  @ApiProperty({ example: 933590696 }) id!: number;
  @ApiProperty({ example: 'Michael' }) firstname!: string;
  @ApiProperty({ example: 'Mustermann' }) lastname!: string;
  @ApiProperty({ example: 'michael@example.com' }) email!: string;
}

/** A unit (team) with its users, as the reference's unit record. */
export class UnitResponse {
  @ApiProperty({ example: 11 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
  @Property.CustomProperties({ example: { CostCenter: '100' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ type: [UnitUserReference], description: 'Its users, by id' })
  users!: UnitUserReference[];
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
