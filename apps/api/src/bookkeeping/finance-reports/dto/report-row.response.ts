import { ApiProperty } from '@nestjs/swagger';
import { CASHFLOW_REPORT_KINDS, FINANCE_REPORT_KINDS } from '@faktura/domain';
import { Property } from '../../../platform/openapi';

/** The company a row belongs to. */
export class ReportCompany {
  @ApiProperty({ example: 760 }) id!: number;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

/** The user responsible for a row's document. */
export class ReportUser {
  @ApiProperty({ example: 933 }) id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

/** What the rows of both reports share. */
class ReportRow {
  @ApiProperty({ example: 4523, description: 'The ID of the record of the kind' })
  record_id!: number;
  @Property.Nullable(Number, { example: 760 }) company_id!: number | null;
  @ApiProperty({ example: 'R260012 Website relaunch' }) description!: string;
  @Property.Nullable(Number, { example: 933 }) user_id!: number | null;
  @Property.IsoDate() date!: string;
  @Property.Nullable(ReportCompany) company!: ReportCompany | null;
  @Property.Nullable(ReportUser) user!: ReportUser | null;
}

const SIGNS = 'revenue and money received positive, costs and money paid negative';

/** One row of the finance report. */
export class FinanceReportRowResponse extends ReportRow {
  @ApiProperty({
    example: 12500,
    description: `Net amount in the account's currency (${SIGNS}); rows in other currencies are left out`,
  })
  net_amount_in_account_currency!: number;
  @ApiProperty({ enum: FINANCE_REPORT_KINDS }) kind!: string;
}

/** One row of the cash-flow report. */
export class CashflowReportRowResponse extends ReportRow {
  @ApiProperty({
    example: 14875,
    description: `Amount paid in the account's currency (${SIGNS}); payments in other currencies are left out`,
  })
  amount_in_account_currency!: number;
  @ApiProperty({ enum: CASHFLOW_REPORT_KINDS }) kind!: string;
}
