import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { multipartJsonSchema } from '../../lib/multipart';

/** OpenAPI generated from every route's zod schemas; the UI lives at /api/docs. */
export default fp(
  async function docsPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Charging stations platform API',
          description:
            'Public site, client portal, back-office, QR complaints and chatbot. Errors have the body ' +
            '`{message, code, fieldErrors?}` localized by Accept-Language (fr default, en). Lists ' +
            'accept `page`, `limit`, `q`, `sort` and return the total in `X-Total-Count`. Non-GET ' +
            'calls without an Authorization header must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // A paired station screen's own token (modules/screens), not a JWT.
            screen: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: (route) => {
        const { multipart, ...schema } = route.schema ?? {};
        const transformed = jsonSchemaTransform({ ...route, schema });
        // Multipart bodies are read by the handler, not by Fastify: documented from their fields.
        if (multipart)
          transformed.schema = { ...transformed.schema, body: multipartJsonSchema(multipart) };
        return transformed;
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) => header,
    });
  },
  { name: 'docs' },
);
