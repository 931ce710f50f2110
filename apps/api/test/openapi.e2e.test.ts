import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  responses: Record<string, Response>;
}
interface Response {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, Record<string, unknown>>;
    responses: Record<string, Response>;
  };
}
interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];
const DOCS_ROUTE = /^\/api\/v1\/(docs(\/|$)|openapi\.json$)/;
const NON_JSON_PATH = /\.(pdf|html)$/;
const NON_JSON_TYPE = /^(application\/pdf|text\/html)/;

/** "get /api/v1/users/{id}" for every operation of the document. */
function documentedRoutes(document: OpenApiDocument): Set<string> {
  const routes = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) if (item[method]) routes.add(`${method} ${path}`);
  }
  return routes;
}

/** The same for every route express holds, in OpenAPI's `{param}` spelling; docs left out. */
function registeredRoutes(t: TestApp): Set<string> {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  const routes = new Set<string>();
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const path of paths) {
      if (DOCS_ROUTE.test(path)) continue;
      const openApiPath = path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') routes.add(`${method} ${openApiPath}`);
      }
    }
  }
  return routes;
}

function operations(document: OpenApiDocument): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map(
      (method) => [method, path, item[method]] as [string, string, Operation],
    ),
  );
}

const isPublic = (operation: Operation) => operation.security?.length === 0;

describe('OpenAPI document and docs page', () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await startTestApp();
    const response = await request(t.url).get('/api/v1/openapi.json').expect(200);
    document = response.body as OpenApiDocument;
  });

  afterAll(async () => {
    await t.close();
  });

  it('serves the document as JSON without an API key', async () => {
    const response = await request(t.url).get('/api/v1/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Faktura');
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  it('takes its version from the API package', () => {
    const pkg = readFileSync(join(__dirname, '..', 'package.json'), 'utf8');
    const { version } = JSON.parse(pkg) as { version: string };
    expect(document.info.version).toBe(version);
  });

  it('is a valid OpenAPI 3 document', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toMatch(/^3\./);
  });

  it('documents exactly the API routes the app registered, and no HTML page', () => {
    const registered = registeredRoutes(t);
    expect(registered.size).toBeGreaterThan(0);
    expect(registered).toContain('get /api/v1/users/{id}');
    // The customer's approval page and project report are HTML for people, outside /api/v1, and
    // not part of the API.
    const pages = [...registered].filter((route) => !route.includes(' /api/v1/'));
    expect(pages.sort()).toEqual([
      'get /approval/{token}',
      'get /approval/{token}/offer.pdf',
      'get /project_report/{token}',
      'post /approval/{token}',
    ]);
    const api = [...registered].filter((route) => route.includes(' /api/v1/'));
    expect([...documentedRoutes(document)].sort()).toEqual(api.sort());
  });

  it('documents PATCH beside every PUT, with the same success response', () => {
    const puts = operations(document).filter(([method]) => method === 'put');
    expect(puts.length).toBeGreaterThan(10);
    for (const [, path, put] of puts) {
      const patch = document.paths[path].patch;
      expect({ path, patch: patch?.responses }).toEqual({ path, patch: put.responses });
    }
  });

  it('gives every operation a success response with a schema', () => {
    const untyped = operations(document)
      .filter(([, path, operation]) => {
        const success = Object.entries(operation.responses).filter(([status]) => /^2/.test(status));
        return !success.some(
          ([status, response]) =>
            status === '204' ||
            // docs/reference/conventions.md's empty 200s (some deletes and purchase PATCHes)
            (status === '200' && response.description?.endsWith('(empty body)')) ||
            NON_JSON_PATH.test(path) ||
            Object.keys(response.content ?? {}).some((type) => NON_JSON_TYPE.test(type)) ||
            Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
        );
      })
      .map(([method, path]) => `${method} ${path}`);
    expect(untyped).toEqual([]);
  });

  it('documents the key schemes and requires them on every operation but the public ones', () => {
    expect(document.components.securitySchemes.token).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
    );
    expect(document.components.securitySchemes.bearer).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(isPublic(document.paths['/api/v1/health'].get)).toBe(true);
    expect(document.paths['/api/v1/users'].get.security).toEqual([{ token: [] }, { bearer: [] }]);
    for (const [method, path, operation] of operations(document)) {
      const security = isPublic(operation) ? 'public' : operation.security;
      expect([method, path, security]).toEqual([
        method,
        path,
        isPublic(operation) ? 'public' : [{ token: [] }, { bearer: [] }],
      ]);
    }
  });

  it('declares security exactly where the running app asks for a key', async () => {
    for (const [method, path, operation] of operations(document)) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await request(t.url)[method as 'get'](url);
      const asksForKey = response.status === 401;
      expect([method, path, asksForKey]).toEqual([method, path, !isPublic(operation)]);
    }
  });

  it('documents the error responses of docs/reference/conventions.md on every operation', () => {
    const statuses = (operation: Operation) => Object.keys(operation.responses);
    for (const [method, path, operation] of operations(document)) {
      // Probes are never rate-limited; every route may find the database unavailable.
      const expected = /\/(health|ready)$/.test(path) ? ['500', '503'] : ['429', '500', '503'];
      if (!isPublic(operation)) expected.push('401', '422');
      if (!isPublic(operation) && method !== 'get') expected.push('403');
      if (path.includes('{')) expected.push('404');
      if (!isPublic(operation) && method === 'post') expected.push('409');
      expect([method, path, statuses(operation)]).toEqual([
        method,
        path,
        expect.arrayContaining(expected),
      ]);
    }
  });

  it('describes the error bodies and headers in the shapes of docs/reference/conventions.md', () => {
    const { responses } = document.components;
    const example = (name: string) => responses[name].content?.['application/json'];
    expect(example('Unauthorized')).toMatchObject({ example: { message: 'Unauthorized' } });
    expect(example('Forbidden')).toMatchObject({ example: { errors: ['Access denied'] } });
    expect(example('NotFound')).toMatchObject({ example: { message: 'Not found' } });
    expect(example('TooManyRequests')).toMatchObject({ example: { message: 'Too many requests' } });
    expect(responses.TooManyRequests.headers).toHaveProperty('Retry-After');
    expect(example('InternalServerError')).toMatchObject({
      example: { message: 'Internal server error', error_id: expect.any(String) },
    });
    expect(example('UnprocessableEntity')?.schema).toEqual({
      oneOf: [
        { $ref: '#/components/schemas/FieldErrors' },
        { $ref: '#/components/schemas/ErrorList' },
      ],
    });
    expect(document.paths['/api/v1/users/{id}'].get.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
    for (const name of Object.keys(responses)) {
      expect([name, Object.keys(responses[name].headers ?? {})]).toEqual([
        name,
        expect.arrayContaining(['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining']),
      ]);
    }
  });

  it('adds the common headers to success responses and keeps the paging headers of lists', () => {
    const list = document.paths['/api/v1/users'].get.responses['200'];
    expect(Object.keys(list.headers ?? {})).toEqual(
      expect.arrayContaining(['X-Request-Id', 'X-RateLimit-Reset', 'X-Page', 'X-Total', 'Link']),
    );
    expect(list.content?.['application/json'].schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/UserResponse' },
    });
  });

  it('offers Idempotency-Key on every authenticated POST', () => {
    for (const [method, path, operation] of operations(document)) {
      if (method !== 'post' || isPublic(operation)) continue;
      expect([path, operation.parameters]).toEqual([
        path,
        expect.arrayContaining([{ $ref: '#/components/parameters/IdempotencyKey' }]),
      ]);
    }
  });

  it('documents a create that declares no response type with the record GET returns', () => {
    const created = document.paths['/api/v1/users'].post.responses['200'];
    expect(created.content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/UserResponse',
    });
  });

  it('serves the browsable docs as HTML without an API key, assets included', async () => {
    const page = await request(t.url).get('/api/v1/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('swagger-ui');
    expect(page.text).not.toMatch(/https?:\/\/(cdn|unpkg)/);
    const init = await request(t.url).get('/api/v1/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain('"title": "Faktura"');
    await request(t.url).get('/api/v1/docs/swagger-ui-bundle.js').expect(200);
  });
});
