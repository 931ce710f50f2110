import { ApiProperty } from '@nestjs/swagger';
import { NamedReferenceBase, Property } from '../../../../platform/openapi';

/** `{id, name}` of the contract's project. */
export class ContractProjectReference extends NamedReferenceBase(3) {}

/** A contract as the API returns it (the reference's project contract record). */
export class ProjectContractResponse {
  @ApiProperty({ example: 760621 }) id!: number;
  @ApiProperty({ example: 933590696 }) user_id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
  @ApiProperty() billable!: boolean;
  @ApiProperty() active!: boolean;
  @Property.Nullable(Number, { example: 5000, description: "Rounded to the project's currency" })
  budget!: number | null;
  @ApiProperty({ example: 120, description: "Rounded to the project's currency; 0 when none" })
  hourly_rate!: number;
  @ApiProperty({ type: ContractProjectReference }) project!: ContractProjectReference;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
