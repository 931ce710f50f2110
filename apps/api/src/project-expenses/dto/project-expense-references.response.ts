import { ApiProperty } from '@nestjs/swagger';

export class ExpenseCompanyRef {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

export class ExpenseProjectRef {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'P260001' }) identifier!: string;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
  @ApiProperty() billable!: boolean;
}

export class ExpenseUserRef {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

/** The reference's expense group; Faktura has none, so `group` is always null. */
export class ExpenseGroupRef {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() budget!: number;
}

/** The document of the purchase an item belongs to. */
export class ExpensePurchaseDocumentRef {
  @ApiProperty({ example: 91, description: 'The stored file' }) id!: number;
  @ApiProperty({ description: 'Signed link; expires (FAKTURA_FILE_URL_TTL_SECONDS)' })
  file_url!: string;
}

/** The purchase item an expense was assigned from (assign_to_project). */
export class ExpensePurchaseItemRef {
  @ApiProperty({ example: 17 }) id!: number;
  @ApiProperty({ example: 'Server' }) title!: string;
  @ApiProperty({ example: 120, description: "In the purchase's currency" }) net_total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ example: 8 }) purchase_id!: number;
  @ApiProperty({ type: ExpensePurchaseDocumentRef, nullable: true })
  document!: ExpensePurchaseDocumentRef | null;
}
