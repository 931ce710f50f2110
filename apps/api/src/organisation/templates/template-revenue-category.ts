import { RevenueAssignmentKind } from '@faktura/db';
import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../platform/openapi';

/** The revenue category a template books to, as the reference embeds it. */
export class TemplateRevenueCategoryReference {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
  @Property.Nullable(Number, { example: 8400 }) revenue_account!: number | null;
  @Property.Nullable(String, { example: 'KST-100' }) cost_category!: string | null;
  @ApiProperty({ enum: RevenueAssignmentKind, example: 'tasks_and_expenses' })
  assignment_kind!: RevenueAssignmentKind;
}
