import { z } from 'zod';
import type { BrandConfig } from '../../brands/brand-config';
import { SESSION_HEADER } from '../../shared/contracts/common';
import { errorBody } from '../../shared/contracts/errors';
import { BASE_PATH } from '../config';
import { callKey, type CallDefinition } from './registry';

/** A JSON Schema object as OpenAPI 3.1 embeds it. */
type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const result: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  // OpenAPI 3.1 speaks JSON Schema 2020-12, zod's default target; the $schema key is redundant.
  delete result.$schema;
  return result;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** The media type a file call answers, as its output's `contentType` literal names it. */
function fileType(call: CallDefinition): string {
  const properties = jsonSchema(call.output, 'output').properties as
    Record<string, { const?: unknown }> | undefined;
  const type = properties?.contentType?.const;
  return typeof type === 'string' ? type : 'application/octet-stream';
}

function operation(call: CallDefinition) {
  return {
    operationId: callKey(call),
    tags: [call.service],
    'x-access': call.access,
    ...(call.access === 'public'
      ? {}
      : {
          parameters: [
            {
              name: SESSION_HEADER,
              in: 'header',
              required: true,
              schema: { type: 'string', format: 'uuid' },
            },
          ],
        }),
    ...(call.feature ? { 'x-feature': call.feature } : {}),
    requestBody: {
      required: false,
      content: { 'application/json': { schema: jsonSchema(call.input, 'input') } },
    },
    responses: {
      '200': call.answersFile
        ? {
            description: 'The file itself, as an attachment',
            content: { [fileType(call)]: { schema: { type: 'string', format: 'binary' } } },
          }
        : {
            description: 'The answer',
            content: { 'application/json': { schema: jsonSchema(call.output, 'output') } },
          },
      '400': errorResponse('invalid_input: `fields` maps dotted paths to issue codes'),
      ...(call.access === 'public'
        ? {}
        : {
            '401': errorResponse(
              'unauthenticated: `reason` is missing, expired, logged_out, kicked or idle',
            ),
            '403': errorResponse('forbidden: the session may not make this call for that account'),
          }),
      '429': errorResponse('rate_limited: retry after `retryAfterSeconds`'),
      '500': errorResponse('internal_error: a bug, logged with `requestId`'),
    },
  };
}

/** The OpenAPI 3.1 document of the calls a brand serves, built from the registry. */
export function buildOpenApiDocument(calls: readonly CallDefinition[], brand: BrandConfig) {
  const paths = Object.fromEntries(
    calls.map((call) => [`/${call.service}/${call.method}`, { post: operation(call) }]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: `${brand.name} API`,
      version: '1',
      description: 'Every call is a POST with a JSON body; errors carry codes, never display text.',
    },
    servers: [{ url: `${BASE_PATH}/api` }],
    paths,
    components: { schemas: { ErrorBody: jsonSchema(errorBody, 'output') } },
  };
}
