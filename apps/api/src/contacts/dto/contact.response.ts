import { ApiProperty } from '@nestjs/swagger';

/** The company a contact works for. */
export class ContactCompanyResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

/** A contact person as the API returns it. */
export class ContactResponse {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Anna' }) firstname!: string | null;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
  @ApiProperty({ type: String, nullable: true }) salutation!: string | null;
  @ApiProperty({ type: String, nullable: true }) job_position!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: ContactCompanyResponse, nullable: true })
  company!: ContactCompanyResponse | null;
  @ApiProperty() default_offer_recipient!: boolean;
  @ApiProperty() default_invoice_recipient!: boolean;
  @ApiProperty({ type: 'object', additionalProperties: true })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
