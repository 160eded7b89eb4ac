import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiContract } from '@familytree/shared';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { route } from './contract-routes.js';

type Transform = ReturnType<typeof createJsonSchemaTransform>;

/** The contract's request example goes on the body schema, where the reference shows it. */
const withBodyExample =
  (transform: Transform): Transform =>
  (input) => {
    const result = transform(input);
    const contract = input.route.config?.contract;
    const body = (result.schema as { body?: Record<string, unknown> } | undefined)?.body;
    if (body && contract?.bodyExample !== undefined)
      (result.schema as { body: unknown }).body = { ...body, examples: [contract.bodyExample] };
    return result;
  };

/** Where the browsable reference lives; its own pages and assets are not API calls. */
export const apiDocsPrefix = '/api/docs';

/**
 * The published API: an OpenAPI 3.1 document generated from the contracts the routes are
 * registered with (so it lists exactly the calls the server answers), at GET /api/openapi.json,
 * and a browsable reference at /api/docs served from npm's swagger-ui assets (nothing is fetched
 * from elsewhere). Must be registered before the routes: the document is collected as they are.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Family tree API',
        version: '1.0.0',
        description:
          'Every call of the family tree product. A refused or failed call answers with the one error shape { message, code, fields? }: `fields` names each bad input with its message (400). Calls marked with the lock need `Authorization: Bearer <token>`, the token that login answers; calls with an optional lock answer more to a signed-in user.',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token from POST /api/familytree/auth/login.',
          },
        },
      },
    },
    transform: withBodyExample(createJsonSchemaTransform({ skipList: [] })),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: apiDocsPrefix,
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
}

/** GET /api/openapi.json: the document, itself one of the documented calls. */
export function openApiRoute(app: FastifyInstance): void {
  route(app, openApiContract, async () => app.swagger() as Record<string, unknown>);
}
