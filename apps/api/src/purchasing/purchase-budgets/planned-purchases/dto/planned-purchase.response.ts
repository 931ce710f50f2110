import { ApiProperty } from '@nestjs/swagger';
import { PLANNED_PURCHASE_FREQUENCIES, type PlannedPurchaseFrequency } from '@faktura/domain';
import { NamedReferenceBase, Property, UserReferenceBase } from '../../../../platform/openapi';

/** The supplier of a planned purchase. */
export class PlannedPurchaseCompanyReference extends NamedReferenceBase(12) {}

/** The responsible user of a planned purchase. */
export class PlannedPurchaseUserReference extends UserReferenceBase {}

/** The budget a planned purchase is planned in. */
export class PlannedPurchaseBudgetReference {
  @ApiProperty({ example: 21 }) id!: number;
  @ApiProperty({ example: 'Marketing' }) title!: string;
}

/** A purchase that fulfils the planned purchase. */
export class PlannedPurchasePurchase {
  @ApiProperty({ example: 33 }) id!: number;
  @Property.Nullable(String, { example: 'E260001' }) number!: string | null;
  @Property.IsoDate({ example: '2026-01-15' }) date!: string;
  @ApiProperty({ example: 150 }) net_total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ example: 'pending' }) status!: string;
}

/** A planned purchase as the API returns it (the reference's record). */
export class PlannedPurchaseResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @Property.IsoDate({ example: '2026-01-15' }) date!: string;
  @ApiProperty({ description: 'False once its last date (finish_date, or the date) has passed' })
  active!: boolean;
  @Property.IsoDate({ nullable: true, example: '2026-12-31' }) finish_date!: string | null;
  @ApiProperty({ enum: PLANNED_PURCHASE_FREQUENCIES, example: 'monthly' })
  frequency!: PlannedPurchaseFrequency;
  @ApiProperty({ enum: ['once', 'recurring'], example: 'recurring' })
  variant!: 'once' | 'recurring';
  @ApiProperty({ example: 'Office supplies' }) title!: string;
  @Property.Nullable(String) info!: string | null;
  @ApiProperty({ example: 500 }) net_total!: number;
  @Property.Nullable(Number, {
    example: 500,
    description: 'net_total when in the account currency; null otherwise (no exchange rates)',
  })
  net_total_in_account_currency!: number | null;
  @ApiProperty({ example: 250, description: 'Net total of the purchases fulfilling it' })
  exhausted!: number;
  @Property.Nullable(Number, {
    example: 250,
    description: 'exhausted when in the account currency; null otherwise',
  })
  exhausted_in_account_currency!: number | null;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @Property.Nullable(PlannedPurchaseCompanyReference)
  company!: PlannedPurchaseCompanyReference | null;
  @Property.Nullable(PlannedPurchaseBudgetReference)
  purchase_budget!: PlannedPurchaseBudgetReference | null;
  @Property.Nullable(PlannedPurchaseUserReference) user!: PlannedPurchaseUserReference | null;
  @ApiProperty({ type: [PlannedPurchasePurchase] }) purchases!: PlannedPurchasePurchase[];
  @Property.CustomProperties({ example: { Kostenstelle: 'A1' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ description: 'Stored only: Faktura creates no purchases by itself' })
  create_on_recur!: boolean;
  @Property.IsoDate({
    nullable: true,
    example: '2026-02-15',
    description: 'The first date on or after today; null when none is left',
  })
  recur_next_on!: string | null;
  @Property.Timestamp() updated_at!: string;
  @Property.Timestamp() created_at!: string;
}
