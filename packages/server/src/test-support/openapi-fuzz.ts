import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../lib/package-root';
import { accessOf, type OpenapiCallers, restoreStartingPoint, startOpenapiWalk } from './openapi-callers';
import {
  exampleOf,
  hostileParameterValues,
  hostileValuesFor,
  type JsonSchema,
  type Variant,
  withComponentsInline,
} from './openapi-examples';
import { SAME_ORIGIN } from './test-app';

// Hardening: every operation of the committed OpenAPI document, fed hostile input (control
// characters, huge strings, wrong types, deep nesting, impossible dates, malformed JSON and
// multipart), answers 4xx problem+json, or for a read a plain answer, and never a 5xx; and the
// database is the same afterwards. Walking the document, not a list, covers every route added later.
// The operations are dealt to a few test files (lib/openapi-fuzz-*.test.ts), so workers share them.

type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema: JsonSchema };
type Operation = {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
const document = withComponentsInline(readFileSync(join(serverPackageRoot, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
);

let callers: OpenapiCallers;
const setUp = async () => {
  callers = await startOpenapiWalk('fuzz');
};

const headersFor = (method: string, path: string): Record<string, string> => {
  const access = accessOf(callers, method, path);
  if (access === 'device') return callers.deviceHeaders;
  if (access === 'public') return { ...SAME_ORIGIN };
  return callers.administratorHeaders;
};

const parameterExample = (parameter: Parameter) => {
  if (parameter.name === 'employeeId') return callers.employeeId;
  if (parameter.name === 'year') return '2026';
  if (parameter.name === 'month') return '1';
  return String(exampleOf(parameter.schema));
};

const buildUrl = (path: string, parameters: Parameter[], override?: { name: string; value: string }) => {
  const parameterValue = (parameter: Parameter) =>
    override?.name === parameter.name ? override.value : parameterExample(parameter);
  const url = path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return encodeURIComponent(parameter ? parameterValue(parameter) : name);
  });
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((candidate) => candidate.in === 'query'))
    if (parameter.required || override?.name === parameter.name)
      query.set(parameter.name, parameterValue(parameter));
  const search = query.toString();
  return search ? `${url}?${search}` : url;
};

type Case = { name: string; request: InjectOptions; mustRefuse: boolean };

const BOUNDARY = 'pulse-fuzz-boundary';
const multipartCases = (url: string, method: string): Case[] => {
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004garbage`;
  const make = (name: string, headers: Record<string, string>, payload: string): Case => ({
    name,
    request: { method: method as 'POST', url, headers, payload },
    mustRefuse: true,
  });
  return [
    make(
      'multipart: wrong boundary',
      { 'content-type': 'multipart/form-data; boundary=other' },
      `${part}\r\n--${BOUNDARY}--\r\n`,
    ),
    make('multipart: truncated part', { 'content-type': contentType }, part),
    make('multipart: no parts', { 'content-type': contentType }, `--${BOUNDARY}--\r\n`),
    make('multipart: garbage', { 'content-type': contentType }, '\u0000\u0001garbage'),
    make('multipart: JSON instead', { 'content-type': 'application/json' }, '{"file":"x"}'),
  ];
};

const jsonCases = (url: string, method: string, schema: JsonSchema): Case[] => {
  const base = exampleOf(schema) as Record<string, unknown>;
  const raw = (name: string, payload: string): Case => ({
    name,
    request: { method: method as 'POST', url, headers: { 'content-type': 'application/json' }, payload },
    mustRefuse: true,
  });
  const cases: Case[] = [
    raw('malformed JSON', '{"name":'),
    raw('JSON array', '[]'),
    raw('JSON string', '"x"'),
    raw('JSON null', 'null'),
    raw('deep nesting', `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`),
    raw('prototype pollution', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
  ];
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    for (const variant of hostileValuesFor(property)) {
      cases.push({
        name: `${field}: ${variant.name}`,
        request: { method: method as 'POST', url, payload: { ...base, [field]: variant.value } as object },
        mustRefuse: true,
      });
    }
  }
  return cases;
};

const casesFor = (method: string, path: string, operation: Operation): Case[] => {
  const parameters = operation.parameters ?? [];
  const cases: Case[] = [];
  const variantsOf = (parameter: Parameter): Variant[] => hostileParameterValues(parameter.schema);
  for (const parameter of parameters.filter((candidate) => candidate.in !== 'header')) {
    for (const variant of variantsOf(parameter)) {
      cases.push({
        name: `${parameter.in} ${parameter.name}: ${variant.name}`,
        request: {
          method: method as 'GET',
          url: buildUrl(path, parameters, { name: parameter.name, value: String(variant.value) }),
        },
        // A path names a resource: a hostile one exists nowhere.
        mustRefuse: parameter.in === 'path' || variant.mustRefuse === true,
      });
    }
  }
  const url = buildUrl(path, parameters);
  const jsonBody = operation.requestBody?.content['application/json']?.schema;
  if (jsonBody) cases.push(...jsonCases(url, method, jsonBody));
  if (operation.requestBody?.content['multipart/form-data']) cases.push(...multipartCases(url, method));
  return cases;
};

const failureOf = (testCase: Case, response: LightMyRequestResponse) =>
  `${testCase.name} → ${response.statusCode} ${response.headers['content-type']} ${response.body.slice(0, 200)}`;

// Every `shards`-th operation, from the `shard`-th (1-based).
export const fuzzOperations = (shard: number, shards: number) => {
  beforeAll(setUp, 60_000);
  afterAll(async () => {
    await callers.testApp.close();
  });

  describe(`fuzzing the OpenAPI document's operations (part ${shard} of ${shards})`, () => {
    it('finds the operations', () => {
      expect(operations.length).toBeGreaterThan(150);
    });

    const dealt = operations.filter((_, index) => index % shards === shard - 1);
    it.each(dealt.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
      '%s',
      async (_, { method, path, operation }) => {
        const failures: string[] = [];
        for (const testCase of casesFor(method, path, operation)) {
          const response = await callers.testApp.app.inject({
            ...testCase.request,
            headers: { ...headersFor(method, path), ...testCase.request.headers },
          });
          const status = response.statusCode;
          const isRefused = status >= 400 && status < 500;
          const isProblem = String(response.headers['content-type']).includes('application/problem+json');
          if (status >= 500 || (testCase.mustRefuse && !isRefused) || (isRefused && !isProblem))
            failures.push(failureOf(testCase, response));
        }
        const changed = await restoreStartingPoint(callers);
        expect(failures).toEqual([]);
        expect(changed, 'tables changed by refused requests').toEqual([]);
      },
    );
  });
};
