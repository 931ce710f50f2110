import { ApiProperty } from '@nestjs/swagger';
import { PurchaseStatus } from '@faktura/db';
import { IsString } from 'class-validator';

/** The body of PATCH /purchases/{id}/update_status; the status machine checks the value. */
export class UpdatePurchaseStatusDto {
  @ApiProperty({
    enum: [...Object.values(PurchaseStatus), 'approved'],
    example: 'archived',
    description: "`approved` is the reference's legacy name of `archived`",
  })
  @IsString()
  status!: string;
}
