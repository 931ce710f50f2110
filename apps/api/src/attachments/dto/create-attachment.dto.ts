import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsNotEmpty,
  IsObject,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/** The attachment object: a PDF as base64. */
export class AttachmentInputDto {
  @ApiProperty({ example: 'terms.pdf' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  filename!: string;

  @ApiProperty({ description: 'Base64 of a PDF, at most 10 MiB decoded' })
  @IsString()
  @IsNotEmpty()
  base64!: string;
}

/** The body of POST /offers/{id}/attachments and /invoices/{id}/attachments. */
export class CreateAttachmentDto {
  @ApiProperty({ type: AttachmentInputDto })
  @IsDefined()
  // ValidateNested alone lets an array (of nothing) through; the service needs one object.
  @IsObject()
  @ValidateNested()
  @Type(() => AttachmentInputDto)
  attachment!: AttachmentInputDto;
}
