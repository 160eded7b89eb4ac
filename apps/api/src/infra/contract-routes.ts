import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
} from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import {
  apiErrorSchema,
  type ApiContract,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseInputOf,
  type RawResponse,
} from '@familytree/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from './authentication.js';
import { invalidInput } from './errors.js';
import { refuseForbiddenInput } from './input-guard.js';
import { jsonText } from './json-text.js';
import { fieldErrors, parseOptions } from './validation.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (the API document reads its examples). */
    contract?: ApiContract;
  }
}

/**
 * Params, query and body are parsed with the contract's schemas before the handler runs; a bad
 * part is the usual 400 naming each field (infra/errors.ts), raised as an AppError that Fastify
 * passes to the error handler as it is.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {}, parseOptions);
    if (result.success) return { value: result.data };
    return { error: invalidInput(fieldErrors(result.error.issues)) };
  };

/** A response that does not match its contract: a server bug, answered 500 and logged. */
export class ResponseMismatchError extends Error {
  constructor(
    readonly route: string,
    readonly issues: unknown,
  ) {
    super(`The response of ${route} does not match its contract`);
  }
}

/**
 * Every JSON response is checked against its contract's schema. The body sent is the handler's
 * own value, so the wire shape is what the service built; the check only refuses a mismatch.
 */
export const checkingSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
}) => {
  if (!(schema instanceof z.ZodType)) return (data) => jsonText(data);
  return (data) => {
    const result = checkedIfShallow(schema, data);
    if (result && !result.success)
      throw new ResponseMismatchError(`${method} ${url}`, result.error.issues);
    return jsonText(data);
  };
};

/**
 * Zod checks a tree one call per level and runs out of stack on a few hundred generations: a body
 * that deep (a long line's tree, issue 28) is sent unchecked rather than answered 500.
 */
function checkedIfShallow(schema: z.ZodType, data: unknown) {
  try {
    return schema.safeParse(data);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Responses sent as they are, unchecked (the default outside tests, see AppConfig). */
const plainSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => jsonText(data);

export function registerContractCompilers(
  app: FastifyInstance,
  { checkResponses }: { checkResponses: boolean },
): void {
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(checkResponses ? checkingSerializerCompiler : plainSerializerCompiler);
}

const isRaw = (value: unknown): value is RawResponse =>
  typeof value === 'object' && value !== null && 'raw' in value;

/** The Fastify schema of a contract: what Fastify validates and serializes, and what swagger reads. */
export function fastifySchemaOf(contract: ApiContract): FastifySchema {
  const response: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(contract.responses)) {
    if (schema === null) response[status] = z.null().describe('No content');
    else if (isRaw(schema))
      response[status] = {
        description: schema.description,
        content: Object.fromEntries(
          schema.mediaTypes.map((type) => [
            type,
            { schema: z.string().meta({ format: 'binary' }) },
          ]),
        ),
      };
    else response[status] = schema;
  }
  response['4xx'] = apiErrorSchema;
  response['5xx'] = apiErrorSchema;
  return {
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [...contract.tags],
    ...(contract.auth === 'required'
      ? { security: [{ bearerAuth: [] }] }
      : contract.auth === 'optional'
        ? { security: [{}, { bearerAuth: [] }] }
        : {}),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    response,
  } as FastifySchema;
}

/**
 * A call that needs a user refuses a visitor (401) before it reads the body or query: a path that
 * cannot name anything is still a 400 first, as it was when the routes parsed their parameters.
 */
const visitorsRefused =
  (contract: ApiContract) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!contract.params || contract.params.safeParse(request.params).success) requireUser(request);
  };

/**
 * A route's own authorization, run before the body and query are validated (after the family
 * scope and, for a call that needs a user, the visitor's 401), with the path's parameters parsed:
 * a caller who may not make the call is refused 401/403/404 and never learns the body's shape
 * from a 400. A malformed path is left to validation (400).
 */
export type Authorize<C extends ApiContract> = (
  request: FastifyRequest,
  params: ParamsOf<C>,
) => Promise<void>;

const authorizedFirst =
  <C extends ApiContract>(contract: C, authorize: Authorize<C>) =>
  async (request: FastifyRequest): Promise<void> => {
    const params = contract.params ? contract.params.safeParse(request.params) : undefined;
    if (params && !params.success) return;
    await authorize(request, (params?.data ?? {}) as ParamsOf<C>);
  };

/** The request a contract's handler gets: params, query and body already parsed and typed. */
export type ContractRequest<C extends ApiContract> = FastifyRequest & {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
};

/**
 * Registers the route of a contract. The handler returns the success body (checked against the
 * contract), or the reply when it sets a status or headers itself.
 */
export function route<C extends ApiContract>(
  app: FastifyInstance,
  contract: C,
  handler: (
    request: ContractRequest<C>,
    reply: FastifyReply,
  ) => Promise<ResponseInputOf<C> | FastifyReply>,
  options: { authorize?: Authorize<C> } = {},
): void {
  // Who may call comes first; the input guard is the first step of validating what they sent.
  const preValidation = [
    ...(contract.auth === 'required' ? [visitorsRefused(contract)] : []),
    ...(options.authorize ? [authorizedFirst(contract, options.authorize)] : []),
    refuseForbiddenInput,
  ];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: fastifySchemaOf(contract),
    config: { contract },
    preValidation,
    handler: (request, reply) => handler(request as ContractRequest<C>, reply),
  });
}
