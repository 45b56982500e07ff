import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { contractModules } from './openapi-components';
import { OPERATIONS_WITHOUT_EXAMPLE } from './openapi-examples';
import { serverPackageRoot } from './package-root';

// The committed document (app.test.ts proves it is the one the app serves) read as an integrator's
// tools read it: what each operation promises beyond its JSON bodies.
type Response = { $ref?: string; content?: Record<string, unknown>; headers?: Record<string, unknown> };
type Media = { schema?: object; example?: unknown };
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
};
const document = JSON.parse(readFileSync(join(serverPackageRoot, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> };
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
);
const operation = (method: string, path: string) => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};

describe('the OpenAPI document', () => {
  it('names every operation once, as a verb and a noun', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Z][A-Za-z]+$/);
  });

  it('answers every error as a Problem in application/problem+json', () => {
    for (const { method, path, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const content = response.$ref ? undefined : response.content;
        const isProblem =
          response.$ref?.startsWith('#/components/responses/') ||
          JSON.stringify(content) ===
            '{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}';
        expect(isProblem, `${method} ${path} ${status}`).toBe(true);
      }
    }
    expect(document.components.schemas.Problem?.properties?.code?.enum).toEqual(
      expect.arrayContaining(['CSRF_REJECTED', 'NOT_FOUND', 'VALIDATION_FAILED', 'LEAVE_OVERLAP']),
    );
  });

  it.each([
    [
      'post',
      '/api/v1/leaves/{id}/approve',
      [{ sessionCookie: [] }, { apiToken: ['leaves:write'] }],
      ['403', '404', '503'],
    ],
    ['post', '/api/v1/tracker/batches', [{ trackerToken: [] }], ['401', '403', '503']],
    ['post', '/api/v1/auth/sign-in', [], ['403', '429']],
    ['get', '/api/v1/employees', [{ sessionCookie: [] }, { apiToken: ['people:read'] }], ['401', '403']],
    ['get', '/api/v1/me', [{ sessionCookie: [] }, { apiToken: [] }], ['401', '403']],
    ['post', '/api/v1/api-tokens', [{ sessionCookie: [] }], ['401', '403']],
  ])('declares who may call %s %s, and the refusals that follow', (method, path, security, statuses) => {
    const found = operation(method, path);
    expect(found.security).toEqual(security);
    expect(Object.keys(found.responses)).toEqual(expect.arrayContaining(statuses));
  });

  it('describes a download by its media types and Content-Disposition', () => {
    const pdf = operation('get', '/api/v1/me/salary-slips/{year}/{month}/pdf').responses['200'];
    expect(Object.keys(pdf?.content ?? {})).toEqual(['application/pdf']);
    expect(pdf?.headers).toHaveProperty('Content-Disposition');
  });

  it('describes an upload as a multipart form with its parts', () => {
    const body = operation('post', '/api/v1/employees/import/preview').requestBody;
    expect(body?.content['multipart/form-data']).toMatchObject({
      schema: {
        properties: { file: { format: 'binary' }, sendInvitations: { type: 'string' } },
        required: ['file'],
      },
    });
  });

  it('states Retry-After and the RateLimit headers on a limited operation', () => {
    const tooMany = operation('post', '/api/v1/organizations').responses['429'];
    expect(Object.keys(tooMany?.headers ?? {})).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
    );
  });

  it('shows an example of every JSON request and success answer, except the listed operations', () => {
    const missing: string[] = [];
    const needless: string[] = [];
    for (const { method, path, operation } of operations) {
      const media = [
        operation.requestBody?.content['application/json'],
        ...Object.entries(operation.responses)
          .filter(([status]) => status.startsWith('2'))
          .map(([, response]) => response.content?.['application/json'] as Media | undefined),
      ].filter((entry) => entry !== undefined);
      if (media.length === 0) continue;
      const isExcluded = Object.hasOwn(OPERATIONS_WITHOUT_EXAMPLE, operation.operationId);
      const hasExamples = media.every((entry) => entry.example !== undefined);
      if (!isExcluded && !hasExamples) missing.push(`${operation.operationId} (${method} ${path})`);
      if (isExcluded && media.some((entry) => entry.example !== undefined))
        needless.push(operation.operationId);
    }
    // A new JSON operation needs a request in test-support/openapi-example-requests.ts that the demo
    // answers with a 2xx, then `npm run openapi:examples`.
    expect(missing).toEqual([]);
    expect(needless).toEqual([]);
    const operationIds = new Set(operations.map(({ operation }) => operation.operationId));
    expect(Object.keys(OPERATIONS_WITHOUT_EXAMPLE).filter((id) => !operationIds.has(id))).toEqual([]);
  });

  // Compiles some two hundred schemas with Ajv: under a second alone, several seconds while CI runs the
  // other suites beside it on the same two cores.
  it('shows examples that are valid against their own schemas', { timeout: 30_000 }, () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'https://pulse.invalid/openapi.json', components: document.components });
    const examples = operations.flatMap(({ method, path, operation }) => {
      const media = [
        operation.requestBody?.content['application/json'] ?? {},
        ...Object.values(operation.responses).map(
          (response) =>
            (response.content?.['application/json'] ?? {}) as { schema?: object; example?: unknown },
        ),
      ];
      return media
        .filter((entry) => entry.example !== undefined && entry.schema)
        .map((entry) => ({ name: `${method} ${path}`, schema: entry.schema, example: entry.example }));
    });
    for (const { name, schema, example } of examples) {
      const validate = ajv.compile(
        JSON.parse(
          JSON.stringify(schema).replaceAll(
            '"#/components/',
            '"https://pulse.invalid/openapi.json#/components/',
          ),
        ),
      );
      expect(validate(example), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('names every contract file of @pulse/shared as a source of components', () => {
    const contractDir = join(serverPackageRoot, '..', 'shared', 'src', 'contracts');
    const files = readdirSync(contractDir).filter((file) => file.endsWith('.ts') && !file.includes('.test.'));
    const listed = Object.keys(contractModules).map((name) =>
      name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
    );
    expect(listed.sort()).toEqual(files.map((file) => file.replace(/\.ts$/, '')).sort());
  });
});
