import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../../../platform/http/patch-like-put.decorator';
import type { AccountContext } from '../../../platform/auth/account-context';
import { CurrentAccount } from '../../../platform/auth/current-account.decorator';
import { IdPipe } from '../../../platform/http/id.pipe';
import { DecidePurchaseApprovalDto } from './dto/decide-purchase-approval.dto';
import {
  PurchaseApprovalResponse,
  PurchaseApprovalsResponse,
} from './dto/purchase-approval.response';
import { RequestPurchaseApprovalsDto } from './dto/request-purchase-approvals.dto';
import { PurchaseApprovalsService } from './purchase-approvals.service';

const DECIDER_ONLY =
  "Only the user asked (the API key's user) may answer (else 403), and only while the request " +
  'is pending (else 422)';

/** Approval requests of a purchase (extension) and their answers. */
@ApiTags('Purchases')
@PatchLikePut()
@Controller('purchases/:id/approvals')
export class PurchaseApprovalsController {
  constructor(private readonly approvals: PurchaseApprovalsService) {}

  @Get()
  @ApiOkResponse({ type: PurchaseApprovalResponse, isArray: true, description: 'Oldest first' })
  list(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) purchaseId: number,
  ): Promise<PurchaseApprovalResponse[]> {
    return this.approvals.list(account, purchaseId);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({
    type: PurchaseApprovalsResponse,
    description: 'A pending request for each user who had none pending',
  })
  request(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) purchaseId: number,
    @Body() input: RequestPurchaseApprovalsDto,
  ): Promise<PurchaseApprovalsResponse> {
    return this.approvals.request(account, purchaseId, input);
  }

  @Put(':approval_id/approve')
  @ApiOkResponse({ type: PurchaseApprovalsResponse, description: `Approved. ${DECIDER_ONLY}` })
  approve(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) purchaseId: number,
    @Param('approval_id', IdPipe) approvalId: number,
    @Body() input: DecidePurchaseApprovalDto,
  ): Promise<PurchaseApprovalsResponse> {
    return this.approvals.approve(account, purchaseId, approvalId, input);
  }

  @Put(':approval_id/deny')
  @ApiOkResponse({ type: PurchaseApprovalsResponse, description: `Denied. ${DECIDER_ONLY}` })
  deny(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) purchaseId: number,
    @Param('approval_id', IdPipe) approvalId: number,
    @Body() input: DecidePurchaseApprovalDto,
  ): Promise<PurchaseApprovalsResponse> {
    return this.approvals.deny(account, purchaseId, approvalId, input);
  }
}
