/** The OpenAPI 3.1 description of the partner interface, generated from the contract. */
import * as z from 'zod/mini';
import { envelope, errorObject } from './common';
import { OPERATION_IDS, operations, type OperationDef } from './operations';

const schemaOf = (schema: z.core.$ZodType, io: 'input' | 'output') => {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
};

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/FailureEnvelope' } } },
});

export const buildOpenApi = () => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const id of OPERATION_IDS) {
    const def = operations[id] as OperationDef;
    const parameters: unknown[] = [];
    if (def.query) {
      const query = schemaOf(def.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({
          name,
          in: 'query',
          required: query.required?.includes(name) ?? false,
          schema,
        });
      }
    }
    if (def.tokenHeader) {
      parameters.push({
        name: def.tokenHeader,
        in: 'header',
        required: true,
        schema: { type: 'string' },
        description: 'The access token from sign-in.',
      });
    }
    paths[def.path] = {
      [def.method.toLowerCase()]: {
        operationId: id,
        summary: def.summary,
        ...(def.method === 'GET' && def.body
          ? {
              description:
                'This GET carries a JSON body (`Content-Type: application/json`), as the gateway expects.',
            }
          : {}),
        security: [{ partnerKey: [] }],
        parameters,
        ...(def.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: schemaOf(def.body, 'input') } },
              },
            }
          : {}),
        responses: {
          '200': {
            description: def.successMessage,
            content: { 'application/json': { schema: schemaOf(envelope(def.result), 'output') } },
          },
          '400': failure(
            'Invalid input (`error` = `Bad Request` when the client id is missing; otherwise an error object naming the fields).',
          ),
          '401': failure('Token missing (`error` = `Unauthorized`), invalid or expired.'),
          '403': failure(
            'Missing or wrong `x-api-key`, or a client not available to this partner.',
          ),
          '404': failure('Unknown path or record.'),
          '409': failure(
            'Conflict with the current state (already replied, already disputed, window closed).',
          ),
          '429': failure('Rate limited; see `Retry-After`.'),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partner Restaurant Analytics Service',
      version: '1.0.0',
      description:
        'Generated from src/contract. Where the specification says "not shown", the schemas carry the project\'s decisions.',
    },
    servers: [{ url: '{base_url}', variables: { base_url: { default: 'http://127.0.0.1:4010' } } }],
    components: {
      securitySchemes: { partnerKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
      schemas: {
        ErrorObject: schemaOf(errorObject, 'output'),
        FailureEnvelope: schemaOf(
          z.object({
            status: z.literal(false),
            statusCode: z.int(),
            message: z.string(),
            result: z.null(),
            error: z.union([z.string(), errorObject]),
          }),
          'output',
        ),
      },
    },
    paths,
  };
};

export const renderOpenApi = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
