import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** A level's letter in one language. */
export class DunningTextResponse {
  @ApiProperty({ example: '1. Mahnung zur Rechnung {identifier}' }) subject!: string;
  @ApiProperty({ example: 'Bitte überweisen Sie {gross_total} bis zum {due_date}.' })
  text!: string;
}

/** The letter per document language (only the languages set). */
export class DunningTextsResponse {
  @ApiProperty({ type: DunningTextResponse, required: false }) de?: DunningTextResponse;
  @ApiProperty({ type: DunningTextResponse, required: false }) en?: DunningTextResponse;
  @ApiProperty({ type: DunningTextResponse, required: false }) fr?: DunningTextResponse;
  @ApiProperty({ type: DunningTextResponse, required: false }) it?: DunningTextResponse;
}

/** One dunning level. */
export class DunningLevelResponse {
  @ApiProperty({ example: 21 }) days!: number;
  @ApiProperty({ example: 5 }) fee!: number;
  @ApiProperty({ example: false }) interest!: boolean;
  @ApiProperty({ type: DunningTextsResponse }) texts!: DunningTextsResponse;
}

/** GET /account/dunning (extension). */
export class DunningSettingsResponse {
  @ApiProperty({ example: false, description: 'Off until the account turns it on' })
  enabled!: boolean;
  @ApiProperty({ example: false }) send_email!: boolean;
  @ApiProperty({ type: [DunningLevelResponse] }) levels!: DunningLevelResponse[];
  @Property.Nullable(String, { format: 'date-time', description: 'null until first set' })
  updated_at!: string | null;
}

/** An invoice's place in the dunning run (POST and DELETE of /invoices/{id}/dunning/pause). */
export class InvoiceDunningResponse {
  @ApiProperty({ example: 17 }) invoice_id!: number;
  @ApiProperty({ example: 1, description: 'The highest level reached; 0: none' })
  dunning_level!: number;
  @Property.IsoDate({ nullable: true, description: 'When the next level is due; null: none' })
  next_dunning_date!: string | null;
  @ApiProperty({ example: true }) paused!: boolean;
  @Property.IsoDate({ nullable: true, description: 'Paused through this day; null: until resumed' })
  paused_until!: string | null;
}
