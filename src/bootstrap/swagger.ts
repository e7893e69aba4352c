import { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../core/openapi/build-document';

/** D1: the OpenAPI document (`/api/openapi.json`, committed as `openapi.json`) and a browsable page. */
export function setupSwagger(app: INestApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json', yamlDocumentUrl: 'api/openapi.yaml', useGlobalPrefix: false });
}
