import { ResourceController, serviceRoutes } from '../../platform/http';
import { CreateReceiptDto } from './dto/create-receipt.dto';
import { ListReceiptsQuery } from './dto/list-receipts.query';
import { ReceiptResponse } from './dto/receipt.response';
import { UpdateReceiptDto } from './dto/update-receipt.dto';
import { ReceiptsService } from './receipts.service';

/** `/receipts`: employees' out-of-pocket expenses with their VAT splits. */
export class ReceiptsController extends ResourceController({
  path: 'receipts',
  tag: 'Receipts',
  service: ReceiptsService,
  routes: serviceRoutes,
  types: {
    query: ListReceiptsQuery,
    create: CreateReceiptDto,
    update: UpdateReceiptDto,
    response: ReceiptResponse,
  },
  answers: { create: 'The full record', update: 'The full record' },
  operations: {
    update: {
      description:
        'The fields sent change; `items` replaces every item. 422 once a purchase refers to it',
    },
  },
  // The reference answers a deleted receipt with its record (200), unlike most deletes.
  delete: {
    method: 'delete',
    answer: 'record',
    description: 'The deleted receipt',
    operation: { description: 'Only a receipt no purchase refers to (no refund request) can go' },
  },
}) {}
