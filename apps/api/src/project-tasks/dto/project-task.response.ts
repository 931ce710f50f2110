import { ApiProperty } from '@nestjs/swagger';

/** A task of a project as the API returns it. */
export class ProjectTaskResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Design' }) name!: string;
  @ApiProperty() billable!: boolean;
  @ApiProperty() active!: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 150,
    description: "null: activities use the project's rate",
  })
  hourly_rate!: number | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
