import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { BlankToNull } from '../../common/input/input-transforms';

/** The body of PUT /purchases/{id}/approvals/{approval_id}/approve and /deny. */
export class DecidePurchaseApprovalDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Fine by me',
    description: 'Replaces the request\'s comment when sent (`null` or `""` clears it)',
  })
  @IsOptional()
  @BlankToNull()
  @IsString()
  @MaxLength(65_535)
  comment?: string | null;
}
