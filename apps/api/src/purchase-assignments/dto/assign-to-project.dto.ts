import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

const MAX_ID = 2_147_483_647;

/** The body of POST /purchases/{id}/assign_to_project: one item to one project expense. */
export class AssignToProjectDto {
  @ApiProperty({ example: 41, description: 'An item of this purchase' })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  item_id!: number;

  @ApiProperty({ example: 7, description: 'A project in the currency of the purchase' })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  project_id!: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'An unbilled expense of the project to link; empty creates a new one',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  expense_id?: number | null;

  @ApiPropertyOptional({ description: 'E-mail the project leader when an expense is created' })
  @IsOptional()
  @IsBoolean()
  notify_project_leader?: boolean;

  @ApiPropertyOptional({
    oneOf: [{ type: 'boolean' }, { type: 'number' }],
    description:
      "Apply the account's purchase surcharge to the price. The reference documents a number: " +
      '0 is false, any other number true',
  })
  @IsOptional()
  // Clients of the reference send `surcharge: 0`; the percentage itself is the account's.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? value !== 0 : value))
  @IsBoolean()
  surcharge?: boolean;

  @ApiPropertyOptional({ description: "Overrides the account's default only when sent" })
  @IsOptional()
  @IsBoolean()
  billable?: boolean;

  @ApiPropertyOptional({ description: "Overrides the account's default only when sent" })
  @IsOptional()
  @IsBoolean()
  budget_relevant?: boolean;
}
