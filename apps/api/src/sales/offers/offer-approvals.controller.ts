import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../../platform/auth/account-context';
import { CurrentAccount } from '../../platform/auth/current-account.decorator';
import { IdPipe } from '../../platform/http/id.pipe';
import { CustomerApprovalResponse } from './dto/offer-approval.response';
import { OfferApprovalsService } from './offer-approvals.service';

@ApiTags('Offers')
@Controller('offers/:id/customer_approval')
export class OfferApprovalsController {
  constructor(private readonly approvals: OfferApprovalsService) {}

  @Get()
  @ApiOperation({ summary: 'Customer approval of the offer (extension); 404 if never activated' })
  @ApiOkResponse({ type: CustomerApprovalResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<CustomerApprovalResponse> {
    return this.approvals.get(account, id);
  }

  @Post('activate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Open the approval page (extension); keeps an existing token' })
  @ApiOkResponse({ type: CustomerApprovalResponse })
  activate(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<CustomerApprovalResponse> {
    return this.approvals.activate(account, id);
  }

  @Post('deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Close the approval page (extension); its link stops working' })
  @ApiOkResponse({ type: CustomerApprovalResponse })
  deactivate(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<CustomerApprovalResponse> {
    return this.approvals.deactivate(account, id);
  }
}
