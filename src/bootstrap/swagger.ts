import { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../core/openapi/build-document';

/** D1: the OpenAPI document (`/api/openapi.json`, committed as `openapi.json`) and a browsable page. */
export function setupSwagger(app: INestApplication): void {
  // Built on the first request for it, not at start: most processes never serve it (idle memory, docs/performance.md).
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/openapi.json', yamlDocumentUrl: 'api/openapi.yaml', useGlobalPrefix: false });
}
