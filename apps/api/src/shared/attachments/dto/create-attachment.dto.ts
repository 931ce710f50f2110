import { IsDefined, IsObject } from 'class-validator';
import { NestedField, TextField } from '../../../platform/input';
/** The attachment object: a PDF as base64. */
export class AttachmentInputDto {
  @TextField({ maxLength: 255, example: 'terms.pdf' }) filename!: string;
  @TextField({ description: 'Base64 of a PDF, at most 10 MiB decoded' }) base64!: string;
}

/** The body of POST /offers/{id}/attachments and /invoices/{id}/attachments. */
export class CreateAttachmentDto {
  @NestedField(AttachmentInputDto)
  @IsDefined()
  // ValidateNested alone lets an array (of nothing) through; the service needs one object.
  @IsObject()
  attachment!: AttachmentInputDto;
}
