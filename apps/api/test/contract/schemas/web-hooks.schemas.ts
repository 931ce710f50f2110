// The reference's web hook record (AccountWebHooks), as GET, PUT, PATCH, disable and enable
// answer it; create adds the secret, shown only there.
import type { ContractGroup } from '../contract-checker';
import {
  bool,
  EMPTY_BODY,
  int,
  listOf,
  nullable,
  oneOf,
  recordWithExtensions,
  timestamp,
  url,
} from '../schema-builders';

/** The reference's fields of a web hook. */
const webHookFields = {
  id: int,
  target: oneOf(
    'Offer',
    'Invoice',
    'Invoice::Payment',
    'InvoiceReminder',
    'Purchase',
    'Purchase::Payment',
    'Company',
    'Contact',
    'Project',
    'Deal',
    'Activity',
    'Expense',
    'Comment',
  ),
  event: oneOf('create', 'update', 'delete'),
  hook: url,
  disabled: bool,
  disabled_at: nullable(timestamp),
  created_at: timestamp,
  updated_at: timestamp,
};

/** The reference's web hook record; Faktura adds nothing. */
export const webHookRecord = recordWithExtensions(webHookFields, {});

/** The answer of create: the record and its signing secret, which no other answer shows. */
export const createdWebHookRecord = recordWithExtensions(webHookFields, {
  secret: { type: 'string', pattern: '^[0-9a-f]{32}$' },
});

export const WEB_HOOKS_CONTRACT: ContractGroup = {
  'GET /account/web_hooks': { status: 200, body: listOf(webHookRecord), paged: true },
  'POST /account/web_hooks': { status: 200, body: createdWebHookRecord },
  'GET /account/web_hooks/{id}': { status: 200, body: webHookRecord },
  'PUT /account/web_hooks/{id}': { status: 200, body: webHookRecord },
  'PATCH /account/web_hooks/{id}': { status: 200, body: webHookRecord },
  'PUT /account/web_hooks/{id}/disable': { status: 200, body: webHookRecord },
  'PUT /account/web_hooks/{id}/enable': { status: 200, body: webHookRecord },
  // docs/reference/conventions.md: every DELETE but companies, projects and purchases is 204.
  'DELETE /account/web_hooks/{id}': { status: 204, body: EMPTY_BODY },
};
