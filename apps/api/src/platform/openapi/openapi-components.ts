import type { ComponentsObject } from './openapi.types';

/** Names of the security schemes: `Authorization: Token token=<KEY>` and `Bearer <KEY>`. */
export const SECURITY_SCHEMES = { token: 'token', bearer: 'bearer' } as const;

/** Either scheme authenticates an operation (alternatives, not both at once). */
export const SECURITY_REQUIREMENT: Record<string, string[]>[] = [
  { [SECURITY_SCHEMES.token]: [] },
  { [SECURITY_SCHEMES.bearer]: [] },
];

const ref = (kind: 'schemas' | 'headers' | 'responses', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

/** Headers every response carries (request id from the client or generated; rate limit). */
export const COMMON_RESPONSE_HEADERS = {
  'X-Request-Id': ref('headers', 'X-Request-Id'),
  'X-RateLimit-Limit': ref('headers', 'X-RateLimit-Limit'),
  'X-RateLimit-Remaining': ref('headers', 'X-RateLimit-Remaining'),
  'X-RateLimit-Reset': ref('headers', 'X-RateLimit-Reset'),
};

/** Headers of a list answer (docs/reference/conventions.md "Lists"). */
export const PAGE_HEADERS = {
  'X-Page': ref('headers', 'X-Page'),
  'X-Per-Page': ref('headers', 'X-Per-Page'),
  'X-Total': ref('headers', 'X-Total'),
  Link: ref('headers', 'Link'),
};

/** A response header: its description and the type of its value. */
const header = (type: 'integer' | 'string', description: string) => ({
  description,
  schema: { type },
});

const jsonBody = (schema: string, example: unknown) => ({
  'application/json': { schema: ref('schemas', schema), example },
});

const errorResponse = (description: string, schema: string, example: unknown) => ({
  description,
  headers: COMMON_RESPONSE_HEADERS,
  content: jsonBody(schema, example),
});

const messageSchema = {
  type: 'object' as const,
  required: ['message'],
  properties: { message: { type: 'string' as const } },
};

const ERROR_RESPONSE_NAMES = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  503: 'ServiceUnavailable',
} as const;

/** The error shapes of docs/reference/conventions.md, referenced by every operation. */
export const ERROR_COMPONENTS: ComponentsObject = {
  schemas: {
    ErrorMessage: messageSchema,
    ErrorList: {
      type: 'object',
      required: ['errors'],
      description: 'Business rule violations or access denied',
      properties: { errors: { type: 'array', items: { type: 'string' } } },
    },
    FieldErrors: {
      type: 'object',
      required: ['errors'],
      description: 'Messages per field; nested fields are named like `items[2].quantity`',
      properties: {
        errors: {
          type: 'object',
          additionalProperties: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    InternalError: {
      type: 'object',
      required: ['message', 'error_id'],
      properties: {
        message: { type: 'string' },
        error_id: { type: 'string', format: 'uuid', description: 'Also written to the log' },
      },
    },
  },
  headers: {
    'X-Request-Id': header(
      'string',
      "The client's X-Request-Id (1-128 chars of `[A-Za-z0-9._-]`) or a new UUID",
    ),
    'X-RateLimit-Limit': header('integer', 'Requests allowed per window'),
    'X-RateLimit-Remaining': header('integer', 'Requests left in the current window'),
    'X-RateLimit-Reset': header('integer', 'Seconds until the window resets'),
    'X-Page': header('integer', 'The page answered, from 1'),
    'X-Per-Page': header('integer', 'Page size'),
    'X-Total': header('integer', 'Matching records on all pages'),
    Link: header(
      'string',
      'URLs with rel="next" (only when there is one), "prev", "first" and "last"',
    ),
    'Retry-After': header('integer', 'Seconds to wait before the next request'),
  },
  parameters: {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Makes a retry safe: the first response for this key is kept 24 h and replayed for the same body (header `Idempotent-Replayed: true`); another body answers 409.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  responses: {
    BadRequest: errorResponse(
      'Malformed JSON, JSON nested deeper than 32 levels, or a wrong content type',
      'ErrorMessage',
      { message: 'Malformed JSON in request body' },
    ),
    Unauthorized: errorResponse('Missing, malformed or unknown API key', 'ErrorMessage', {
      message: 'Unauthorized',
    }),
    Forbidden: errorResponse('A read-only key tried to write', 'ErrorList', {
      errors: ['Access denied'],
    }),
    NotFound: errorResponse(
      'No such record in this account (also for IDs of other accounts)',
      'ErrorMessage',
      { message: 'Not found' },
    ),
    Conflict: errorResponse(
      'The Idempotency-Key was already used for another request',
      'ErrorMessage',
      {
        message: 'Idempotency-Key already used for another request',
      },
    ),
    PayloadTooLarge: errorResponse('Body over the size limit', 'ErrorMessage', {
      message: 'Payload too large',
    }),
    UnsupportedMediaType: errorResponse(
      'A body in a charset other than UTF-8 or UTF-16, or a file type the route does not take',
      'ErrorMessage',
      { message: 'Unsupported media type' },
    ),
    UnprocessableEntity: {
      description: 'Field validation (an object of fields) or a business rule (a list)',
      headers: COMMON_RESPONSE_HEADERS,
      content: {
        'application/json': {
          schema: { oneOf: [ref('schemas', 'FieldErrors'), ref('schemas', 'ErrorList')] },
          examples: {
            fields: {
              summary: 'Field errors',
              value: { errors: { name: ['name should not be empty'] } },
            },
            rule: { summary: 'Business rule', value: { errors: ['The record is still in use'] } },
          },
        },
      },
    },
    TooManyRequests: {
      description: 'Rate limit exceeded',
      headers: { ...COMMON_RESPONSE_HEADERS, 'Retry-After': ref('headers', 'Retry-After') },
      content: jsonBody('ErrorMessage', { message: 'Too many requests' }),
    },
    ServiceUnavailable: {
      description:
        'The database is unreachable or shutting down, or the server is busy; retry after Retry-After seconds',
      headers: { ...COMMON_RESPONSE_HEADERS, 'Retry-After': ref('headers', 'Retry-After') },
      content: jsonBody('ErrorMessage', { message: 'The database is unavailable; please retry' }),
    },
    InternalServerError: errorResponse(
      'Unexpected error; quote the error_id when reporting it',
      'InternalError',
      { message: 'Internal server error', error_id: '9b2f6c1e-3d4a-4f5b-8c7d-1e2f3a4b5c6d' },
    ),
  },
};

/** The shared response for a status, as a reference into components.responses. */
export const errorRef = (status: ErrorStatus) => ref('responses', ERROR_RESPONSE_NAMES[status]);

export type ErrorStatus = keyof typeof ERROR_RESPONSE_NAMES;
