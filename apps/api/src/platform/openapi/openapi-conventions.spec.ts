import type { OpenAPIObject } from '@nestjs/swagger';
import { applyApiConventions } from './openapi-conventions';
import type { OperationObject } from './openapi.types';

const TASK = { $ref: '#/components/schemas/TaskResponse' };
const json = (schema: object) => ({ 'application/json': { schema } });

function operation(operationId: string, extra: Partial<OperationObject> = {}): OperationObject {
  return { operationId, responses: { 200: { description: '' } }, ...extra };
}

/** A document as @nestjs/swagger produces it, before the conventions. */
function generated(): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 'Faktura', version: '0.0.0' },
    paths: {
      '/api/v1/health': { get: operation('HealthController_check') },
      '/api/v1/projects/{project_id}/tasks': {
        get: operation('TasksController_list', {
          parameters: [
            { name: 'per_page', in: 'query', schema: { type: 'integer' } },
            { name: 'Authorization', in: 'header', schema: { type: 'string' } },
          ],
          responses: { 200: { description: '', content: json({ type: 'array', items: TASK }) } },
        }),
        post: operation('TasksController_create', { responses: { 201: { description: '' } } }),
      },
      '/api/v1/projects/{project_id}/tasks/{id}': {
        get: operation('TasksController_get', {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'number' } }],
          responses: {
            200: { description: '', content: json(TASK) },
            404: { description: 'Declared by the feature' },
          },
        }),
        put: operation('TasksController_update'),
        delete: operation('TasksController_remove', { responses: { 204: { description: '' } } }),
      },
      '/api/v1/files/{token}': { get: operation('FilesController_download[0]') },
    },
  };
}

const PUBLIC = new Set(['HealthController_check', 'FilesController_download']);

describe('applyApiConventions', () => {
  const document = applyApiConventions(generated(), PUBLIC);
  const paths = document.paths;
  const statuses = (op?: OperationObject) => Object.keys(op?.responses ?? {});

  it('leaves public operations without a key requirement or 401/403/422', () => {
    expect(paths['/api/v1/health'].get?.security).toEqual([]);
    expect(paths['/api/v1/files/{token}'].get?.security).toEqual([]);
    expect(statuses(paths['/api/v1/files/{token}'].get)).toEqual([
      '200',
      '404',
      '429',
      '500',
      '503',
    ]);
  });

  it('gives the probes no 429 and no rate-limit headers: they are never limited', () => {
    const health = paths['/api/v1/health'].get;
    expect(statuses(health)).toEqual(['200', '500', '503']);
    const ok = health?.responses['200'];
    expect(ok && 'headers' in ok ? Object.keys(ok.headers ?? {}) : []).toEqual(['X-Request-Id']);
  });

  it('requires either key scheme and adds the errors by method and path', () => {
    const create = paths['/api/v1/projects/{project_id}/tasks'].post;
    expect(create?.security).toEqual([{ token: [] }, { bearer: [] }]);
    expect(statuses(create)).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '429',
      '500',
      '503',
    ]);
    expect(create?.parameters).toEqual([{ $ref: '#/components/parameters/IdempotencyKey' }]);
    const remove = paths['/api/v1/projects/{project_id}/tasks/{id}'].delete;
    expect(statuses(remove)).toEqual(['204', '401', '403', '404', '422', '429', '500', '503']);
  });

  it('keeps error responses a feature declared itself', () => {
    const get = paths['/api/v1/projects/{project_id}/tasks/{id}'].get;
    expect(get?.responses['404']).toMatchObject({ description: 'Declared by the feature' });
    expect(get?.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
  });

  it('documents create and update without a declared type with the record GET returns', () => {
    const create = paths['/api/v1/projects/{project_id}/tasks'].post?.responses['201'];
    const update = paths['/api/v1/projects/{project_id}/tasks/{id}'].put?.responses['200'];
    expect(create).toMatchObject({ description: 'The full record', content: json(TASK) });
    expect(update).toMatchObject({ description: 'The full record', content: json(TASK) });
  });

  it('adds the paging headers to lists and the common headers to every own response', () => {
    const page = paths['/api/v1/projects/{project_id}/tasks'].get?.responses['200'];
    expect(Object.keys((page as { headers: object }).headers)).toEqual([
      'X-Request-Id',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'X-Page',
      'X-Per-Page',
      'X-Total',
      'Link',
    ]);
    expect(page).toMatchObject({ description: 'One page of records' });
  });

  it('drops Authorization header parameters, which the security schemes describe', () => {
    const list = paths['/api/v1/projects/{project_id}/tasks'].get;
    expect(
      list?.parameters?.map((parameter) => ('name' in parameter ? parameter.name : '')),
    ).toEqual(['per_page']);
  });

  it('documents record IDs in paths as integers', () => {
    const get = paths['/api/v1/projects/{project_id}/tasks/{id}'].get;
    expect(get?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
    ]);
  });

  it('adds the shared error components', () => {
    expect(Object.keys(document.components?.responses ?? {})).toEqual(
      expect.arrayContaining(['Unauthorized', 'Forbidden', 'NotFound', 'TooManyRequests']),
    );
    expect(document.components?.parameters).toHaveProperty('IdempotencyKey');
  });
});
