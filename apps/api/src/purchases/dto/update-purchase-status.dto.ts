import { ApiProperty } from '@nestjs/swagger';
import { PurchaseStatus } from '@faktura/db';
import { IsString } from 'class-validator';

/** The body of PATCH /purchases/{id}/update_status; the status machine checks the value. */
export class UpdatePurchaseStatusDto {
  @ApiProperty({ enum: Object.values(PurchaseStatus), example: 'archived' })
  @IsString()
  status!: string;
}
