import type { OpenAPIObject } from '@nestjs/swagger';
import { LIST_PAGE_SIZE_PARAMETER } from './api-list-query.decorator';
import {
  COMMON_RESPONSE_HEADERS,
  ERROR_COMPONENTS,
  errorRef,
  PAGE_HEADERS,
  type ErrorStatus,
  SECURITY_REQUIREMENT,
} from './openapi-components';
import {
  HTTP_METHODS,
  type ComponentsObject,
  type HttpMethod,
  type OperationObject,
  type ParameterOrReference,
  type ResponseOrReference,
} from './openapi.types';
import { isProbe } from '../http';
import { isPublicOperation } from './public-operations';

const WRITES = new Set<HttpMethod>(['post', 'put', 'patch', 'delete']);
const WITH_BODY = new Set<HttpMethod>(['post', 'put', 'patch']);
const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
};

/**
 * Adds what docs/reference/conventions.md decides for every route to the generated document: security, the
 * error responses, the common response headers and Idempotency-Key. Driven by method and path,
 * so feature code declares only its success types and a new resource is documented in full.
 */
export function applyApiConventions(
  document: OpenAPIObject,
  publicOperationIds: ReadonlySet<string>,
): OpenAPIObject {
  document.components = mergeComponents(document.components ?? {}, ERROR_COMPONENTS);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      inheritRecordSchema(document, path, method, operation);
      const isPublic = isPublicOperation(publicOperationIds, operation.operationId);
      documentOperation(path, method, operation, isPublic);
    }
  }
  return document;
}

function documentOperation(
  path: string,
  method: HttpMethod,
  operation: OperationObject,
  isPublic: boolean,
): void {
  operation.security = isPublic ? [] : SECURITY_REQUIREMENT;
  // The security schemes describe Authorization; a header parameter of that name is ignored
  // by OpenAPI tools and would only duplicate them.
  operation.parameters = (operation.parameters ?? []).filter(
    (parameter) =>
      !('in' in parameter && parameter.in === 'header' && parameter.name === 'Authorization'),
  );
  if (isList(operation)) addPageHeaders(operation);
  // Probes are never rate-limited, so their answers carry no X-RateLimit-* headers.
  const headers = isProbe(path)
    ? { 'X-Request-Id': COMMON_RESPONSE_HEADERS['X-Request-Id'] }
    : COMMON_RESPONSE_HEADERS;
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!response || '$ref' in response) continue;
    addHeaders(response, headers);
    response.description ||= SUCCESS_DESCRIPTIONS[status] ?? '';
  }
  for (const parameter of operation.parameters) integerIds(parameter);

  if (!isPublic && method === 'post') {
    operation.parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  }
  for (const status of errorStatuses(path, method, isPublic)) {
    operation.responses[status] ??= errorRef(status);
  }
  operation.responses = sortByStatus(operation.responses);
  if (operation.parameters.length === 0) delete operation.parameters;
}

/** The error responses docs/reference/conventions.md gives a route of this method and path. */
function errorStatuses(path: string, method: HttpMethod, isPublic: boolean): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  if (!isPublic) statuses.push(401, 422);
  if (!isPublic && WRITES.has(method)) statuses.push(403);
  if (path.includes('{')) statuses.push(404);
  if (WITH_BODY.has(method)) statuses.push(400, 413, 415);
  if (!isPublic && method === 'post') statuses.push(409);
  if (!isProbe(path)) statuses.push(429);
  // Every route reads the database; the probes declare their own 503 with their report.
  statuses.push(500, 503);
  return statuses;
}

function addHeaders(response: ResponseOrReference, headers: Record<string, object>): void {
  if ('$ref' in response) return;
  response.headers = { ...headers, ...response.headers };
}

/** Record IDs are integers (IdPipe); the TypeScript `number` of the handler says only number. */
function integerIds(parameter: ParameterOrReference): void {
  if ('$ref' in parameter || parameter.in !== 'path' || !/(^|_)id$/.test(parameter.name)) return;
  const schema = parameter.schema;
  if (schema && !('$ref' in schema) && schema.type === 'number') schema.type = 'integer';
}

function isList(operation: OperationObject): boolean {
  return (operation.parameters ?? []).some(
    (parameter) =>
      'in' in parameter && parameter.in === 'query' && parameter.name === LIST_PAGE_SIZE_PARAMETER,
  );
}

function addPageHeaders(operation: OperationObject): void {
  const page = operation.responses['200'];
  if (!page) return;
  addHeaders(page, PAGE_HEADERS);
  if (!('$ref' in page) && !page.description) page.description = 'One page of records';
}

function sortByStatus(responses: OperationObject['responses']): OperationObject['responses'] {
  const entries = Object.entries(responses).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}

/**
 * Create and update answer the full record "as GET /{resource}/{id} returns it"
 * (docs/reference/conventions.md), so a POST on a collection or a PUT/PATCH on a record that declares no
 * success schema documents the record schema of that GET.
 */
function inheritRecordSchema(
  document: OpenAPIObject,
  path: string,
  method: HttpMethod,
  operation: OperationObject,
): void {
  if (!WITH_BODY.has(method)) return;
  const success = Object.entries(operation.responses).find(
    ([status]) => /^2\d\d$/.test(status) && status !== '204',
  );
  if (!success) return;
  const [, response] = success;
  if (!response || '$ref' in response || response.content) return;
  const recordPath =
    method === 'post'
      ? Object.keys(document.paths).find((candidate) => isRecordPathOf(candidate, path))
      : /\/\{[^/{}]+\}$/.test(path)
        ? path
        : undefined;
  const recordResponse = recordPath ? document.paths[recordPath].get?.responses['200'] : undefined;
  if (!recordResponse || '$ref' in recordResponse || !recordResponse.content) return;
  response.content = structuredClone(recordResponse.content);
  if (!response.description) response.description = 'The full record';
}

function isRecordPathOf(candidate: string, collection: string): boolean {
  const prefix = `${collection}/`;
  return candidate.startsWith(prefix) && /^\{[^/{}]+\}$/.test(candidate.slice(prefix.length));
}

function mergeComponents(target: ComponentsObject, extra: ComponentsObject): ComponentsObject {
  const merged: Record<string, Record<string, unknown>> = { ...target } as never;
  for (const [kind, entries] of Object.entries(extra)) {
    merged[kind] = { ...(merged[kind] ?? {}), ...(entries as Record<string, unknown>) };
  }
  return merged as ComponentsObject;
}
