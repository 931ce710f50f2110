import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { createOpenApiDocument } from './openapi-document.factory';

/** Below the global prefix: `/api/v1/docs` (swagger-ui) and `/api/v1/openapi.json`. */
export const DOCS_PATH = 'docs';
export const OPENAPI_JSON_PATH = 'openapi.json';

/**
 * Serves the document and swagger-ui (bundled swagger-ui-dist, no CDN). Both are plain express
 * routes outside Nest's router, so no API key is needed. Call after the global prefix is set.
 * The document is built on the first request, not at start-up: every route exists by then and
 * starting the app (tests start it often) stays fast.
 */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup(DOCS_PATH, app, () => createOpenApiDocument(app), {
    useGlobalPrefix: true,
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Faktura API',
    swaggerOptions: { validatorUrl: null },
  });
}
