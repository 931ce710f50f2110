import { ApiProperty } from '@nestjs/swagger';
import { NamedReferenceBase, Property } from '../../../platform/openapi';
/** `{id, name}` of the customer, the deal or the project group. */
export class ProjectNamedReference extends NamedReferenceBase(12) {}

/** A person a project refers to: a leader (a user) or a contact person. */
export class ProjectPersonReference {
  @ApiProperty({ example: 7 }) id!: number;
  @Property.Nullable(String, {
    example: 'Anna',
    description: 'null for contact persons stored without a first name',
  })
  firstname!: string | null;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

/** A task as the project embeds it. */
export class ProjectTaskSummary {
  @ApiProperty({ example: 125 }) id!: number;
  @ApiProperty({ example: 'Design' }) name!: string;
  @ApiProperty() billable!: boolean;
  @ApiProperty() active!: boolean;
  @Property.Nullable(Number, { example: 5000 }) budget!: number | null;
  @ApiProperty({
    example: 0,
    description: "The task's own rate; 0: none, its activities take the project's rate",
  })
  hourly_rate!: number;
  @Property.Nullable(String) description!: string | null;
}

/** A user assigned to the project (a contract), as the project lists it. */
export class ProjectContractSummary {
  @ApiProperty() id!: number;
  @ApiProperty() user_id!: number;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() billable!: boolean;
  @ApiProperty() active!: boolean;
  @Property.Nullable(Number) budget!: number | null;
  @ApiProperty({ example: 120, description: "Rounded to the project's currency; 0 when none" })
  hourly_rate!: number;
}
