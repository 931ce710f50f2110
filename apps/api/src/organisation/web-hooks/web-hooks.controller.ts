import { Param, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentAccount } from '../../platform/auth';
import type { AccountContext } from '../../platform/auth';
import { PatchLikePut, ResourceController, serviceRoutes, IdPipe } from '../../platform/http';
import { CreateWebHookDto } from './dto/create-web-hook.dto';
import { ListWebHooksQuery } from './dto/list-web-hooks.query';
import { UpdateWebHookDto } from './dto/update-web-hook.dto';
import { CreatedWebHookResponse, WebHookResponse } from './dto/web-hook.response';
import { WebHooksService } from './web-hooks.service';

/** `/account/web_hooks`: the reference's web hooks, one target and event each. */
@PatchLikePut()
export class WebHooksController extends ResourceController({
  path: 'account/web_hooks',
  tag: 'Web hooks',
  service: WebHooksService,
  routes: serviceRoutes,
  types: {
    query: ListWebHooksQuery,
    create: CreateWebHookDto,
    update: UpdateWebHookDto,
    response: WebHookResponse,
    created: CreatedWebHookResponse,
  },
  answers: { create: 'The record with its secret, which no other answer shows' },
  operations: {
    update: { summary: 'Changes the receiver URL: only `hook` changes, other keys are ignored' },
  },
  delete: { method: 'delete', answer: 'no-content', description: 'Deleted with its deliveries' },
}) {
  constructor(private readonly hooks: WebHooksService) {
    super(hooks);
  }

  @Put(':id/disable')
  @ApiOkResponse({
    type: WebHookResponse,
    description: 'Disabled (no new deliveries, pending ones wait); already disabled: unchanged',
  })
  disable(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<WebHookResponse> {
    return this.hooks.disable(account, id);
  }

  @Put(':id/enable')
  @ApiOkResponse({
    type: WebHookResponse,
    description:
      'Enabled with its failure count and pause cleared; the deliveries that waited are sent. ' +
      'Already enabled: unchanged',
  })
  enable(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<WebHookResponse> {
    return this.hooks.enable(account, id);
  }
}
