import { AmountField, NumberField, TextField, MAX_QUANTITY } from '../../../platform/input';

/** One part of a catalog item that groups positions, as a client sends it. */
export class PositionGroupItemDto {
  @TextField({ maxLength: 255, example: 'Concept' })
  title!: string;

  @TextField({ maxLength: 255, optional: true, example: 'h', description: 'Default: empty' })
  unit?: string;

  @NumberField({ min: -MAX_QUANTITY, max: MAX_QUANTITY, example: 4 })
  quantity!: number;

  @AmountField({ signed: true, example: 150 })
  unit_price!: number;

  @AmountField({ signed: true, nullable: true, example: 90, description: 'Internal cost' })
  unit_cost?: number | null;
}
