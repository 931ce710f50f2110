import { ApiProperty } from '@nestjs/swagger';
import { OFFER_STATUSES } from '@faktura/domain';
import { IsString } from 'class-validator';

/** The body of PUT /offers/{id}/update_status; the status machine checks the value. */
export class UpdateOfferStatusDto {
  @ApiProperty({ enum: OFFER_STATUSES, example: 'accepted' }) @IsString() status!: string;
}
