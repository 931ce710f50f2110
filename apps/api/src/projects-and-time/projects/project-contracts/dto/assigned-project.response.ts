import { ApiProperty } from '@nestjs/swagger';
import { NamedReferenceBase, Property } from '../../../../platform/openapi';

/** `{id, name}` of the project's customer. */
export class AssignedProjectCustomer extends NamedReferenceBase(12) {}

/** A task of an assigned project: what time can be booked on. */
export class AssignedProjectTask {
  @ApiProperty({ example: 125 }) id!: number;
  @ApiProperty({ example: 'Design' }) name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty() billable!: boolean;
}

/** The key's user's contract for the project. */
export class AssignedProjectContract {
  @ApiProperty({ example: 933590696 }) user_id!: number;
  @ApiProperty({ description: 'Always true: only active contracts assign a project' })
  active!: boolean;
}

/** A project of GET /projects/assigned: the reference's compact record. */
export class AssignedProjectResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @Property.Nullable(String, { example: 'P260001' }) identifier!: string | null;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty() billable!: boolean;
  @ApiProperty({ type: AssignedProjectCustomer }) customer!: AssignedProjectCustomer;
  @ApiProperty({ type: [AssignedProjectTask], description: 'Every task, by id' })
  tasks!: AssignedProjectTask[];
  @ApiProperty({ type: AssignedProjectContract }) contract!: AssignedProjectContract;
}
