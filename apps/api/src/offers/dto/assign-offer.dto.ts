import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const MAX_ID = 2_147_483_647;

/** The body of PUT /offers/{id}/assign: fields sent change (null clears), others stay. */
export class AssignOfferDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: "The project's company wins" })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  company_id?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  project_id?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  deal_id?: number | null;
}
