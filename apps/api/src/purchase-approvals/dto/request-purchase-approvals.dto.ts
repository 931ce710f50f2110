import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { BlankToNull } from '../../common/input/input-transforms';

const MAX_ID = 2_147_483_647;
/** More approvers than any account has users; keeps one request's transaction small. */
const MAX_APPROVERS = 1000;

/** The body of POST /purchases/{id}/approvals. */
export class RequestPurchaseApprovalsDto {
  @ApiProperty({
    type: [Number],
    minItems: 1,
    maxItems: MAX_APPROVERS,
    example: [7, 8],
    description:
      'Active users of the account asked to approve. A user who already has a pending request ' +
      'for this purchase gets no second one; an unknown user is 422 on `user_ids[<index>]`',
  })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_APPROVERS)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  user_ids!: number[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Please check the amount',
    description: 'Stored on each new request',
  })
  @IsOptional()
  @BlankToNull()
  @IsString()
  @MaxLength(65_535)
  comment?: string | null;
}
