import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { OpenAPIObject } from '@nestjs/swagger';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RESOURCE_MODULES } from '../app.module';
import { loadConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { CoreModule } from '../core/core.module';
import { dataSourceOptions } from '../core/database/data-source-options';
import { buildOpenApiDocument } from '../core/openapi/build-document';

@Module({})
class OpenApiDocumentModule {}

/**
 * The document without a database or a server (`npm run openapi`): the resource modules are instantiated
 * on a data source that never connects, which is all the document needs (routes, definitions, DTOs).
 */
export async function generateOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({ DATABASE_URL: 'postgres://openapi@127.0.0.1:1/none', LOG_LEVEL: 'silent' });
  const app = await NestFactory.create<NestFastifyApplication>(
    {
      module: OpenApiDocumentModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.databaseUrl), autoLoadEntities: false, manualInitialization: true }),
        CoreModule,
        ...RESOURCE_MODULES,
      ],
    },
    new FastifyAdapter(),
    { logger: false, abortOnError: false },
  );
  app.setGlobalPrefix('api');
  try {
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}

/** The document as committed: stable JSON with a trailing newline. */
export function serializeDocument(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
