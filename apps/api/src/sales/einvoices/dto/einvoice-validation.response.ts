import { ApiProperty } from '@nestjs/swagger';

/** One finding of the official rules. */
export class EInvoiceFindingResponse {
  @ApiProperty({
    example: 'BR-DE-15',
    description: 'Rule id (BR-DE-15), CII-SCHEMA, XML, a PDF/A check (PDFA-FONT) or UNAVAILABLE',
  })
  id!: string;
  @ApiProperty({ enum: ['fatal', 'warning', 'information'] }) flag!: string;
  @ApiProperty({ description: 'XPath of the offending node, or a line' }) location!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ enum: ['EN16931', 'XRechnung', 'schema', 'PDF/A', 'validator'] })
  source!: string;
}

/** The validation report of an invoice's e-invoice as it is now. */
export class EInvoiceValidationResponse {
  @ApiProperty() invoice_id!: number;
  @ApiProperty({ enum: ['xrechnung-ubl', 'xrechnung-cii', 'ubl', 'cii', 'factur-x', 'peppol'] })
  format!: string;
  @ApiProperty({
    enum: ['valid', 'invalid', 'unavailable'],
    description: 'valid: no fatal finding; unavailable: could not be checked (never valid)',
  })
  status!: string;
  @ApiProperty({ description: 'When the worker generated and checked it' }) validated_at!: string;
  @ApiProperty() generation_ms!: number;
  @ApiProperty() validation_ms!: number;
  @ApiProperty({ type: EInvoiceFindingResponse, isArray: true })
  findings!: EInvoiceFindingResponse[];
}
