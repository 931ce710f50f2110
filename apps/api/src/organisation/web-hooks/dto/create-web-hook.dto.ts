import {
  WEBHOOK_EVENTS,
  WEBHOOK_TARGETS,
  type WebhookEventName,
  type WebhookTarget,
} from '@faktura/db';
import { EnumField, TextField } from '../../../platform/input';
import { IsHookUrl, MAX_HOOK_URL_LENGTH } from '../hook-url.validator';

const HOOK_URL_DESCRIPTION =
  'Receiver: an absolute http or https URL without user name or password. A delivery to a ' +
  'loopback, private, link-local or multicast address is refused when it is sent';

/** The body of POST /account/web_hooks: one target and one event per hook. */
export class CreateWebHookDto {
  @EnumField(WEBHOOK_TARGETS, { description: 'The kind of record the hook watches' })
  target!: WebhookTarget;

  @EnumField(WEBHOOK_EVENTS) event!: WebhookEventName;

  @TextField({
    maxLength: MAX_HOOK_URL_LENGTH,
    example: 'https://example.com/hooks/faktura-invoices',
    description: HOOK_URL_DESCRIPTION,
  })
  @IsHookUrl()
  hook!: string;
}
