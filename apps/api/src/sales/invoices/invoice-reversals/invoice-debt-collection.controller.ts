import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../../../platform/http/patch-like-put.decorator';
import type { AccountContext } from '../../../platform/auth/account-context';
import { CurrentAccount } from '../../../platform/auth/current-account.decorator';
import { IdPipe } from '../../../platform/http/id.pipe';
import { InvoiceResponse } from '../dto/invoice.response';
import { DebtCollectionProcedureDto } from './dto/debt-collection-procedure.dto';
import { InvoiceDebtCollectionService } from './invoice-debt-collection.service';

@ApiTags('Invoices')
@PatchLikePut()
@Controller('invoices/:id/debt_collection_procedure')
export class InvoiceDebtCollectionController {
  constructor(private readonly procedures: InvoiceDebtCollectionService) {}

  @Put()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start the debt collection procedure or change its note (extension)',
    description: 'Drafts, paid, reversed and reversal invoices: 422.',
  })
  @ApiOkResponse({ type: InvoiceResponse })
  put(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: DebtCollectionProcedureDto,
  ): Promise<InvoiceResponse> {
    return this.procedures.put(account, id, input.note);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'End the debt collection procedure (extension); 404 when none' })
  @ApiNoContentResponse({ description: 'Ended' })
  end(@CurrentAccount() account: AccountContext, @Param('id', IdPipe) id: number): Promise<void> {
    return this.procedures.end(account, id);
  }
}
