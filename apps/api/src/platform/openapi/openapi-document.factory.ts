import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SECURITY_SCHEMES } from './openapi-components';
import { applyApiConventions } from './openapi-conventions';
import { findPublicOperationIds, operationIdFor } from './public-operations';

const DESCRIPTION = `REST API for offers, invoices and purchases and their master data.

Authenticate every request (except health, readiness and these docs) with
\`Authorization: Token token=<KEY>\` or \`Authorization: Bearer <KEY>\`. A read-only key gets 403 on writes.

JSON uses snake_case; optional fields are present as \`null\`; dates are \`YYYY-MM-DD\`, timestamps
ISO 8601 UTC. Lists take \`page\`/\`per_page\` (default 100, max 1000) and answer with
\`X-Page\`, \`X-Per-Page\`, \`X-Total\` and \`Link\` headers. Every POST accepts an
\`Idempotency-Key\`. Errors: \`{"message"}\`, or \`{"errors": {...}}\` / \`{"errors": [...]}\` for 422.`;

/** The API's version is the package's, so the document changes with every release. */
function apiVersion(): string {
  // src/platform/openapi and dist/platform/openapi are both three levels below the package folder.
  const pkg = JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  return pkg.version;
}

/** The OpenAPI 3 document of every route the application registered, conventions applied. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Faktura')
    .setDescription(DESCRIPTION)
    .setVersion(apiVersion())
    .addServer('/')
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description: 'The whole header value: `Token token=<KEY>`',
      },
      SECURITY_SCHEMES.token,
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: '`Authorization: Bearer <KEY>`' },
      SECURITY_SCHEMES.bearer,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: operationIdFor,
  });
  return applyApiConventions(document, findPublicOperationIds(app));
}
