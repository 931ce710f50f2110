import { IdField } from '../../../platform/input';

/** The body of PUT /offers/{id}/assign: fields sent change (null clears), others stay. */
export class AssignOfferDto {
  @IdField({ nullable: true, description: "The project's company wins" })
  company_id?: number | null;

  @IdField({ nullable: true }) project_id?: number | null;
  @IdField({ nullable: true }) deal_id?: number | null;
}
