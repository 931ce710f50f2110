import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The body of PUT /invoices/{id}/debt_collection_procedure. */
export class DebtCollectionProcedureDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Handed to the collection agency',
    description: 'Omitted keeps the current note; null clears it',
  })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  note?: string | null;
}
