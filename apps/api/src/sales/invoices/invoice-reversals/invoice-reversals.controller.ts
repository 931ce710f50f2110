import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccount } from '../../../platform/auth';
import type { AccountContext } from '../../../platform/auth';
import { IdPipe } from '../../../platform/http';
import { InvoiceResponse } from '../dto/invoice.response';
import { InvoiceReversalsService } from './invoice-reversals.service';

@ApiTags('Invoices')
@Controller('invoices/:id/reversal')
export class InvoiceReversalsController {
  constructor(private readonly reversals: InvoiceReversalsService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reverse the invoice (extension)',
    description:
      'Creates the reversal invoice with negated positions, dated and due today, and marks ' +
      'this invoice reversed; both are locked. Activities, expenses and payment schedules ' +
      'billed by this invoice become billable again. Drafts, reversal invoices and reversed ' +
      'invoices: 422.',
  })
  @ApiCreatedResponse({ type: InvoiceResponse, description: 'The reversal invoice' })
  create(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<InvoiceResponse> {
    return this.reversals.reverse(account, id);
  }
}
