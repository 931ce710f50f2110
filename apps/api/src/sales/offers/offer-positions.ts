import { toDecimal, type CalculatedPosition } from '@faktura/domain';
import { positionRows as documentPositionRows } from '../../shared/sales-documents';
import type { OfferPositionDto } from './dto/offer-position.dto';
import type { OfferPositionData } from './offers.repository';

/** The rows to store: the shared position columns plus the offer's internal unit cost. */
export function positionRows(
  items: readonly OfferPositionDto[],
  calculated: readonly CalculatedPosition[],
): OfferPositionData[] {
  return documentPositionRows(items, calculated).map((row, index) => {
    const unitCost = items[index].unit_cost;
    return {
      ...row,
      unitCost:
        unitCost == null ? null : toDecimal(unitCost, `items[${index}].unit_cost`).toString(),
    };
  });
}
