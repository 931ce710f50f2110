import { IdField } from '../../../platform/input';

/** The body of PUT /projects/{id}/assign_project_group. */
export class AssignProjectGroupDto {
  @IdField({ example: 4, description: 'A project group of the account' })
  project_group_id!: number;
}
