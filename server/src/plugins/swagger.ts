import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { docsPrefix } from './auth';

/** OpenAPI document built from the routes' TypeBox schemas; viewer at /web-api/docs, JSON at /web-api/docs/json. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Agency back office API',
          description:
            'RuoYi-compatible /web-api. Every answer is HTTP 200 with `code` 200, 401, 403, 500 or 601 in the body.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
        security: [{ bearer: [] }],
      },
    });
    await app.register(swaggerUi, { routePrefix: docsPrefix });
  },
  { name: 'swagger' },
);
