import { PickType } from '@nestjs/swagger';
import { CreateWebHookDto } from './create-web-hook.dto';

/** PUT and PATCH /account/web_hooks/{id}: only `hook` changes; other keys are ignored. */
export class UpdateWebHookDto extends PickType(CreateWebHookDto, ['hook'] as const) {}
