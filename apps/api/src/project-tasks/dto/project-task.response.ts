import { ApiProperty } from '@nestjs/swagger';
import { RevenueCategoryReference } from './revenue-category-reference.response';

/** A task of a project as the API returns it (the reference's task record). */
export class ProjectTaskResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Design' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() billable!: boolean;
  @ApiProperty() active!: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 5000,
    description: "Rounded to the project's currency",
  })
  budget!: number | null;
  @ApiProperty({
    example: 150,
    description: "The task's own rate; 0: none, its activities take the project's rate",
  })
  hourly_rate!: number;
  @ApiProperty({ type: RevenueCategoryReference, nullable: true })
  revenue_category!: RevenueCategoryReference | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
