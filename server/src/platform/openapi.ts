import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Collects every route's zod schemas into an OpenAPI document. Register before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gujarat Business Directory API',
        description:
          'Every answer is an envelope: { is_error, message, data } or { is_error: true, message, errors? }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** Serves the document at /api/openapi.json and Swagger UI at /api/docs. Register after the routes. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
