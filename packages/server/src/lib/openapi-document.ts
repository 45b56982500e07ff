import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { API_TOKEN_SCOPES } from '@pulse/shared/contracts/api-tokens';
import type { FastifyContextConfig } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { problemCodes } from './app-error';
import type { Access } from './auth-context';
import { contractRegistry } from './openapi-components';
import { type OperationExample, readOpenapiExamples } from './openapi-examples';
import { SESSION_COOKIE } from './session-token';
import { ANY_TOKEN, TOKEN_FREE, type TokenScope, tokenScopeOf } from './token-scopes';

// The OpenAPI document, generated from the routes' zod schemas and finished here with what the schemas
// cannot say: who may call each operation (its declared access), the problem+json errors every
// operation can answer, downloads and uploads, rate limits. One place, so the document cannot forget
// an answer that one route remembered (docs/api.md explains it to integrators).

// A multipart form a route reads with @fastify/multipart: its parts, documented as the request body.
// Fastify cannot validate such a body (the route reads it as a stream), so it lives in the route's
// config rather than in its schema.
export type UploadPart = { kind: 'file' | 'files' | 'text'; description: string; isRequired?: boolean };
export type UploadForm = Record<string, UploadPart>;

declare module 'fastify' {
  interface FastifyContextConfig {
    upload?: UploadForm;
  }
}

type JsonObject = Record<string, unknown>;
type Response = { description?: string; content?: Record<string, { schema?: JsonObject }>; $ref?: string };
type Operation = {
  operationId: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string }[];
  requestBody?: JsonObject;
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
  [ROUTE_FACTS]?: RouteFacts;
};
type Document = {
  openapi: string;
  components: { schemas?: Record<string, JsonObject>; responses?: Record<string, JsonObject> } & JsonObject;
  paths: Record<string, Record<string, Operation>>;
} & JsonObject;

// What the route's config says, carried from the per-route transform to the finished document.
const ROUTE_FACTS = 'x-pulse-route';
type RouteFacts = { access: Access; tokenScope: TokenScope; isRateLimited: boolean; upload?: UploadForm };

const SESSION_SCHEME = 'sessionCookie';
const DEVICE_SCHEME = 'trackerToken';
const API_TOKEN_SCHEME = 'apiToken';
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

const tagDescriptions: Record<string, string> = {
  health: 'Liveness and readiness for load balancers',
  auth: 'Sign-in, sessions, passwords and two-factor sign-in',
  organization: 'Sign-up and the organisation’s own settings',
  employees: 'People, their invitations, appraisals and import',
  settings: 'Master data (banks, departments, designations, shifts, leave settings) and tracking settings',
  payroll: 'Salary sheets and salary slips',
  documents: 'Employees’ documents and photos',
  tracker: 'The tracker agent’s API (device token) and its devices',
  activity: 'Time sheet, day viewer, screenshots and reports',
  productivity: 'Application and website categories, productivity report',
  attendance: 'Attendance marking and records',
  notifications: 'The bell and the mail outbox',
  leaves: 'Leaves, approvals and attendance rules',
  'manual-time': 'Manual time requests and their approval',
  timesheets: 'Weekly timesheets, their approval and locks, the approved-time report',
  holidays: 'Holidays',
  projects: 'Projects and their teams',
  todos: 'To-dos of projects',
  policies: 'Policy documents and their acknowledgement',
  news: 'News updates',
  dashboard: 'Dashboard figures',
  audit: 'The audit trail',
  assistant: 'ProBot, the HR assistant',
  'saved-reports': 'Saved reports and their scheduled mails',
  'api-tokens': 'Personal and organisation API tokens (never callable with a token)',
};

// Each error answer once, as a named response; the problem's `code` says which refusal it is.
const errorResponses: Record<string, { name: string; description: string; hasRetryAfter?: boolean }> = {
  400: {
    name: 'BadRequest',
    description: 'The request is not valid; `errors` names each field and what is wrong.',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No valid session (sign in again), no valid API token (unknown, expired or revoked), or, for the tracker, no valid device token.',
  },
  403: {
    name: 'Forbidden',
    description:
      'The caller may not do this (FORBIDDEN), an API token lacks the operation’s scope (INSUFFICIENT_SCOPE), or a write came from another origin (CSRF_REJECTED).',
  },
  404: {
    name: 'NotFound',
    description: 'Nothing with this id in the caller’s organisation; a malformed id answers the same.',
  },
  409: {
    name: 'Conflict',
    description: 'The resource’s current state does not allow this; the detail says why.',
  },
  410: { name: 'Gone', description: 'The link or code has expired or was used.' },
  413: {
    name: 'ContentTooLarge',
    description: 'The upload is larger, or has more parts, than this form takes.',
  },
  414: { name: 'UriTooLong', description: 'A path parameter is longer than any id (URI_TOO_LONG).' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a media type this operation takes.' },
  422: {
    name: 'UnprocessableContent',
    description: 'The content was read but cannot be used; the detail says why.',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts; try again after Retry-After seconds.',
    hasRetryAfter: true,
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'A dependency (the database, the file store) is not reachable just now; nothing was changed. Try again after Retry-After seconds.',
    hasRetryAfter: true,
  },
  507: {
    name: 'InsufficientStorage',
    description: 'The file store is full; nothing was saved.',
    hasRetryAfter: true,
  },
};

const successDescriptions: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done; no content.',
};

const headerSchemas = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
  'Content-Disposition': {
    description: 'attachment (or inline for what a browser shows in place) with the file’s name.',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': { description: 'Requests allowed in the window.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
};

const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };

const errorResponseComponent = (status: string) => {
  const known = errorResponses[status];
  return {
    description: known?.description ?? `HTTP ${status}`,
    ...(known?.hasRetryAfter
      ? { headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } }
      : {}),
    content: problemContent,
  };
};

// A session route that tokens may call lists the token's scheme with the scope it needs;
// an operation any token may call (who am I) lists it without one.
const securityOf = ({ access, tokenScope }: RouteFacts): Record<string, string[]>[] => {
  if (access === 'public') return [];
  if (access === 'device') return [{ [DEVICE_SCHEME]: [] }];
  if (tokenScope === TOKEN_FREE) return [{ [SESSION_SCHEME]: [] }];
  return [{ [SESSION_SCHEME]: [] }, { [API_TOKEN_SCHEME]: tokenScope === ANY_TOKEN ? [] : [tokenScope] }];
};

// Every refusal the shared plumbing can answer for this operation, beside those the route lists.
const plumbingStatuses = (method: string, operation: Operation, facts: RouteFacts) => {
  const statuses = ['503'];
  const hasPathParameters = operation.parameters?.some((parameter) => parameter.in === 'path');
  // An unknown id answers 404, and so does a malformed one; one past the router's length limit, 414.
  if (hasPathParameters) statuses.push('404', '414');
  if (facts.access !== 'public') statuses.push('401');
  if (facts.access === 'admin' || facts.access === 'own') statuses.push('403');
  // An API token without the operation's scope, or on an operation tokens may not call.
  if (facts.access !== 'public' && facts.access !== 'device') statuses.push('403');
  // The CSRF check (lib/csrf.ts) refuses a write that carries the session cookie without naming Pulse's
  // origin, and any write that names another origin.
  if (WRITE_METHODS.has(method)) statuses.push('403');
  if (facts.isRateLimited) statuses.push('429');
  if (facts.upload) statuses.push('400', '413', '415', '507');
  if (operation.requestBody) statuses.push('400', '415');
  // Query parameters are validated like a body: a value out of its schema answers 400.
  if (operation.parameters?.some((parameter) => parameter.in === 'query')) statuses.push('400');
  return statuses;
};

const isJson = (mediaType: string) => mediaType === 'application/json';
// Server-sent events are read as they come, not saved: no file name, no Content-Disposition.
const isStream = (mediaType: string) => mediaType === 'text/event-stream';

// A download's bytes: any media type but JSON or an event stream, named by Content-Disposition.
const describeSuccess = (status: string, response: Response, operation: Operation): Response => {
  const mediaTypes = Object.keys(response.content ?? {});
  const isDownload = mediaTypes.length > 0 && !mediaTypes.some((type) => isJson(type) || isStream(type));
  const description =
    response.description && response.description !== 'Default Response'
      ? response.description
      : isDownload
        ? `The file (${mediaTypes.join(', ')}).`
        : status === '200' && operation.summary
          ? `${operation.summary}.`
          : (successDescriptions[status] ?? `HTTP ${status}`);
  if (!isDownload) return { ...response, description };
  return {
    description,
    headers: { 'Content-Disposition': { $ref: '#/components/headers/Content-Disposition' } },
    content: Object.fromEntries(
      mediaTypes.map((mediaType) => [mediaType, { schema: { type: 'string', format: 'binary' } }]),
    ),
  } as Response;
};

const uploadBody = (form: UploadForm) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(form).map(([name, part]) => {
            const file = { type: 'string', format: 'binary' };
            const schema =
              part.kind === 'file'
                ? file
                : part.kind === 'files'
                  ? { type: 'array', items: file }
                  : { type: 'string' };
            return [name, { ...schema, description: part.description }];
          }),
        ),
        required: Object.entries(form)
          .filter(([, part]) => part.isRequired)
          .map(([name]) => name),
      },
    },
  },
});

// The recorded example (lib/openapi-examples.ts) on the JSON request body and the answer it got.
const addExample = (operation: Operation, example: OperationExample | undefined) => {
  if (!example) return;
  const requestMedia = (operation.requestBody as { content?: Record<string, JsonObject> } | undefined)
    ?.content?.['application/json'];
  if (requestMedia && example.request !== undefined) requestMedia.example = example.request;
  const responseMedia = operation.responses[example.response.status]?.content?.['application/json'];
  if (responseMedia && example.response.body !== undefined)
    (responseMedia as JsonObject).example = example.response.body;
};

const finishOperation = (
  method: string,
  operation: Operation,
  usedErrors: Set<string>,
  example: OperationExample | undefined,
) => {
  const facts = operation[ROUTE_FACTS];
  delete operation[ROUTE_FACTS];
  if (!facts) throw new Error(`${operation.operationId} has no route facts`);
  operation.security = securityOf(facts);
  if (facts.upload) operation.requestBody = uploadBody(facts.upload);
  const statuses = new Set([
    ...Object.keys(operation.responses),
    ...plumbingStatuses(method, operation, facts),
  ]);
  const responses: Record<string, unknown> = {};
  for (const status of [...statuses].sort()) {
    if (Number(status) >= 400) {
      const name = errorResponses[status]?.name ?? `Status${status}`;
      usedErrors.add(status);
      responses[status] = { $ref: `#/components/responses/${name}` };
      if (status === '429')
        responses[status] = {
          ...errorResponseComponent(status),
          headers: {
            'Retry-After': { $ref: '#/components/headers/Retry-After' },
            'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
            'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
            'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
          },
        };
      continue;
    }
    const response = operation.responses[status];
    if (response) responses[status] = describeSuccess(status, response, operation);
  }
  operation.responses = responses as Operation['responses'];
  addExample(operation, example);
};

// Components nothing refers to (the input twin of an answer-only schema): dropped, so the document
// holds what a client needs.
const pruneUnusedSchemas = (document: Document) => {
  const schemas = document.components.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        const name = child.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  visit(document.components.responses);
  // A request body's schema is only ever read as input: it keeps its own name (ApplyLeaveBody, not
  // ApplyLeaveBodyInput) when no answer uses the output twin.
  const renamed = new Map(
    [...used]
      .filter((name) => name.endsWith('Input') && !used.has(name.slice(0, -'Input'.length)))
      .map((name) => [name, name.slice(0, -'Input'.length)]),
  );
  const finalName = (name: string) => renamed.get(name) ?? name;
  const finished = JSON.parse(
    JSON.stringify({ paths: document.paths, responses: document.components.responses, schemas }),
    (key, value) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? `#/components/schemas/${finalName(value.slice('#/components/schemas/'.length))}`
        : value,
  ) as {
    paths: Document['paths'];
    responses: Record<string, JsonObject>;
    schemas: Record<string, JsonObject>;
  };
  document.paths = finished.paths;
  document.components.responses = finished.responses;
  document.components.schemas = Object.fromEntries(
    Object.entries(finished.schemas)
      .filter(([name]) => used.has(name))
      .map(([name, schema]) => [finalName(name), schema] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
};

export const finishDocument = (document: Document, examples: Record<string, OperationExample>): Document => {
  const usedErrors = new Set<string>();
  const tags = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      finishOperation(method, operation, usedErrors, examples[operation.operationId]);
      for (const tag of operation.tags ?? []) tags.add(tag);
    }
  }
  const problem = document.components.schemas?.Problem as { properties: { code: JsonObject } } | undefined;
  if (!problem) throw new Error('The Problem schema is not a component');
  problem.properties.code = { ...problem.properties.code, enum: problemCodes() };
  document.components.responses = Object.fromEntries(
    [...usedErrors]
      .sort()
      .filter((status) => status !== '429')
      .map((status) => [errorResponses[status]?.name ?? `Status${status}`, errorResponseComponent(status)]),
  );
  document.components.headers = headerSchemas;
  document.tags = [...tags].sort().map((name) => ({ name, description: tagDescriptions[name] ?? name }));
  pruneUnusedSchemas(document);
  return document;
};

const factsOf = (
  config: FastifyContextConfig & { access?: Access; rateLimit?: unknown },
  operation: { method: string; operationId: string; tags: string[] },
): RouteFacts => ({
  access: config.access ?? 'public',
  // The same table the access hook reads (lib/access.ts), so the document and the check agree.
  tokenScope:
    config.access === 'public' || config.access === 'device' || !config.access
      ? TOKEN_FREE
      : tokenScopeOf(operation),
  isRateLimited: config.rateLimit !== undefined,
  ...(config.upload ? { upload: config.upload } : {}),
});

export const openapiOptions = (): FastifyDynamicSwaggerOptions => {
  const transformRoute = createJsonSchemaTransform({ schemaRegistry: contractRegistry });
  const transformDocument = createJsonSchemaTransformObject({ schemaRegistry: contractRegistry });
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pulse API',
        version: '1.0.0',
        description:
          'Time tracking and HR portal. How to authenticate, page through lists and handle errors: docs/api.md.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Pulse' },
      },
      servers: [{ url: '/', description: 'This Pulse server' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The session cookie that POST /api/v1/auth/sign-in sets (httpOnly). Writes must also come from Pulse’s own origin (Origin or Referer), or they answer 403 CSRF_REJECTED.',
          },
          [DEVICE_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A tracker device’s token, from POST /api/v1/tracker/sign-in or the device authorization flow.',
          },
          [API_TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'pulse_<43 characters>',
            description: `A personal or organisation API token (pulse_…), created in Pulse (My Profile → API tokens) and shown once. A personal token acts as its owner; an organisation token as an administrator. Each operation lists the scope it needs: ${API_TOKEN_SCOPES.join(', ')}. A token without it answers 403 INSUFFICIENT_SCOPE; an unknown, expired or revoked token 401.`,
          },
        },
      },
    },
    transform: (input) => {
      const transformed = transformRoute(input);
      const schema = transformed.schema as { hide?: boolean } | undefined;
      if (!schema || schema.hide) return transformed;
      const operation = {
        method: [input.route.method].flat()[0] ?? 'GET',
        operationId: (schema as { operationId?: string }).operationId ?? input.url,
        tags: (schema as { tags?: string[] }).tags ?? [],
      };
      return {
        ...transformed,
        schema: { ...schema, [ROUTE_FACTS]: factsOf(input.route.config ?? {}, operation) },
      };
    },
    transformObject: (input) =>
      finishDocument(transformDocument(input) as unknown as Document, readOpenapiExamples()) as never,
  };
};
