import { AmountField, BooleanField, IdField, MAX_QUANTITY } from '../../../../platform/input';

/** The body of POST /projects/{project_id}/contracts (the reference's names). */
export class CreateProjectContractDto {
  @IdField({
    example: 933590696,
    description: 'A user of the account without a contract for this project yet',
  })
  user_id!: number;

  @BooleanField({ optional: true, default: true }) billable?: boolean;

  @BooleanField({
    optional: true,
    default: true,
    description: 'Inactive contracts stay listed; GET /projects/assigned shows active ones only',
  })
  active?: boolean;

  @AmountField({
    max: MAX_QUANTITY,
    optional: true,
    default: 0,
    example: 120,
    description: "The user's hourly rate on the project, rounded to the project's currency",
  })
  hourly_rate?: number;

  @AmountField({
    nullable: true,
    example: 5000,
    description: "The user's budget on the project, rounded to the project's currency",
  })
  budget?: number | null;
}
