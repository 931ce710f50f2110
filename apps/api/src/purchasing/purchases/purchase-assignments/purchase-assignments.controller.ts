import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../../../platform/auth/account-context';
import { CurrentAccount } from '../../../platform/auth/current-account.decorator';
import { IdPipe } from '../../../platform/http/id.pipe';
import { PurchaseResponse } from '../dto/purchase.response';
import { AssignToProjectDto } from './dto/assign-to-project.dto';
import { PurchaseAssignmentsService } from './purchase-assignments.service';

@ApiTags('Purchases')
@Controller('purchases/:id/assign_to_project')
export class PurchaseAssignmentsController {
  constructor(private readonly assignments: PurchaseAssignmentsService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Assign one purchase item to a project expense (new or existing)' })
  @ApiOkResponse({ type: PurchaseResponse })
  assign(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: AssignToProjectDto,
  ): Promise<PurchaseResponse> {
    return this.assignments.assign(account, id, input);
  }
}
