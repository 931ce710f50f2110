import { ApiProperty } from '@nestjs/swagger';

/** `{id, name}` of the customer, the deal or the project group. */
export class ProjectNamedReference {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

/** A person a project refers to: a leader (a user) or a contact person. */
export class ProjectPersonReference {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({
    type: String,
    nullable: true,
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
  @ApiProperty({ type: Number, nullable: true, example: 5000 }) budget!: number | null;
  @ApiProperty({
    example: 0,
    description: "The task's own rate; 0: none, its activities take the project's rate",
  })
  hourly_rate!: number;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
}

/**
 * A staff assignment of the reference's projects. Faktura has no such assignments, so
 * `contracts` is always empty; the class documents the shape clients know.
 */
export class ProjectContractSummary {
  @ApiProperty() id!: number;
  @ApiProperty() user_id!: number;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() billable!: boolean;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: Number, nullable: true }) budget!: number | null;
  @ApiProperty({ type: Number, nullable: true }) hourly_rate!: number | null;
}
