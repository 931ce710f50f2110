import { ApiProperty } from '@nestjs/swagger';
import { RevenueCategoryReference } from './revenue-category-reference.response';
import { Property } from '../../../../platform/openapi';

/** A task of a project as the API returns it (the reference's task record). */
export class ProjectTaskResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Design' }) name!: string;
  @Property.Nullable(String) description!: string | null;
  @ApiProperty() billable!: boolean;
  @ApiProperty() active!: boolean;
  @Property.Nullable(Number, { example: 5000, description: "Rounded to the project's currency" })
  budget!: number | null;
  @ApiProperty({
    example: 150,
    description: "The task's own rate; 0: none, its activities take the project's rate",
  })
  hourly_rate!: number;
  @Property.Nullable(RevenueCategoryReference) revenue_category!: RevenueCategoryReference | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
