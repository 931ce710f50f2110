import { ApiProperty } from '@nestjs/swagger';
import {
  BillableProjectReferenceBase,
  NamedReferenceBase,
  UserReferenceBase,
  Property,
} from '../../../../platform/openapi';
export class ExpenseCompanyRef extends NamedReferenceBase(5) {}

export class ExpenseProjectRef extends BillableProjectReferenceBase {}

export class ExpenseUserRef extends UserReferenceBase {}

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
  @Property.Nullable(ExpensePurchaseDocumentRef) document!: ExpensePurchaseDocumentRef | null;
}
