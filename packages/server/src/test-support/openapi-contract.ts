import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS_WITHOUT_EXAMPLE, type OperationExample } from '../lib/openapi-examples';
import { serverPackageRoot } from '../lib/package-root';
import { imageBytes } from './file-fixtures';
import { accessOf, type OpenapiCallers, restoreStartingPoint, startOpenapiWalk } from './openapi-callers';
import { type DemoReader, type ExampleRequest, exampleRequests } from './openapi-example-requests';
import { exampleOf, type JsonSchema, withComponentsInline } from './openapi-examples';
import { SAME_ORIGIN } from './test-app';

// The contract: every operation of the committed OpenAPI document is called against the
// app, as each caller it admits and with the refusals every operation can show, and every answer is
// checked against the document as a client generated from it would read it: the status is one the
// operation lists, the content type is the one listed for that status, a JSON body validates with a
// real JSON Schema validator (Ajv, draft 2020-12 as OpenAPI 3.1 says) and the headers it promises are
// there. Walking the document, not a list, covers every operation added later and holds when the
// shapes change. The operations are dealt to a few test files (lib/openapi-contract-*.test.ts), so
// workers share them.

type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema: JsonSchema };
type MediaType = { schema?: JsonSchema; example?: unknown };
type Response = { $ref?: string; headers?: Record<string, { $ref?: string; schema?: JsonSchema }> } & {
  content?: Record<string, MediaType>;
};
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
};
type Document = { paths: Record<string, Record<string, Operation>>; components: unknown };

const text = readFileSync(join(serverPackageRoot, 'openapi.json'), 'utf8');
const rawDocument = JSON.parse(text) as Document;
// For example values: the schemas with their references written out.
const inlineDocument = withComponentsInline(text) as Document;

const operations = Object.entries(rawDocument.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => ({
    method: method.toUpperCase() as 'GET',
    path,
    operation: item[method] as Operation,
    inline: inlineDocument.paths[path]?.[method] as Operation,
  })),
);
type Entry = (typeof operations)[number];

// The document registered whole under an id of its own, so each answer is validated against the
// schema at its place in the document and every `$ref` in it resolves as a client would resolve it.
const DOCUMENT_ID = 'https://pulse.invalid/openapi.json';
// Union types (`type: ["string", "number"]`, a salary sheet's cells) are plain JSON Schema; strict
// mode only asks that they be allowed by name.
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
// Annotations OpenAPI adds to JSON Schema (3.1, §4.8.24), no part of validation; and the document's
// two parts that hold the schemas, which Ajv reads as the root of every reference.
ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', 'paths', 'components']);
// zod writes `startsWith` as this format beside a `pattern` that carries the rule; JSON Schema leaves
// unknown formats to the reader (2020-12 validation, §7.2), so it checks nothing of its own here.
ajv.addFormat('starts_with', true);
ajv.addSchema({ $id: DOCUMENT_ID, paths: rawDocument.paths, components: rawDocument.components });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
const validatorAt = (pointer: string) => {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
};

// RFC 6901, then percent-encoded for the URI fragment Ajv reads.
const pointerOf = (...segments: string[]) =>
  segments
    .map((segment) => `/${encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'))}`)
    .join('');
const at = (reference: string): unknown =>
  reference
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], rawDocument);

// The documented response for a status (exact, then its class, then default) and where it stands.
const documentedResponse = (entry: Entry, status: number) => {
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) =>
    Object.hasOwn(entry.operation.responses, candidate),
  );
  if (!key) return undefined;
  const response = entry.operation.responses[key] as Response;
  if (response.$ref) return { response: at(response.$ref) as Response, pointer: response.$ref.slice(1) };
  return { response, pointer: pointerOf('paths', entry.path, entry.method.toLowerCase(), 'responses', key) };
};

const mediaTypeOf = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';
const matchesMediaType = (listed: string, actual: string) =>
  listed === actual || listed === '*/*' || (listed.endsWith('/*') && actual.startsWith(listed.slice(0, -1)));
const isJsonMediaType = (mediaType: string) =>
  mediaType === 'application/json' || mediaType.endsWith('+json');

export type Counts = { calls: number; validated: number; bodiesValidated: number; successes: number };

// Every way the answer departs from the document; empty when it conforms.
export const departuresOf = (entry: Entry, answer: LightMyRequestResponse, counts: Counts): string[] => {
  const found = documentedResponse(entry, answer.statusCode);
  if (!found) return [`status ${answer.statusCode} is not documented`];
  const departures: string[] = [];
  const { response, pointer } = found;
  const listed = Object.keys(response.content ?? {});
  const actual = mediaTypeOf(answer.headers['content-type']);
  if (listed.length === 0) {
    if (answer.body.length > 0) departures.push(`a body (${actual}) where the document lists none`);
  } else {
    const mediaType = listed.find((candidate) => matchesMediaType(candidate, actual));
    if (!mediaType) departures.push(`content-type ${actual || '(none)'}, documented: ${listed.join(', ')}`);
    else if (isJsonMediaType(mediaType) && response.content?.[mediaType]?.schema) {
      const validate = validatorAt(`${pointer}${pointerOf('content', mediaType, 'schema')}`);
      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        departures.push('a JSON media type with a body that is not JSON');
      }
      if (body !== undefined) {
        counts.bodiesValidated += 1;
        if (!validate(body))
          departures.push(
            `body: ${ajv.errorsText(validate.errors, { separator: '; ' })} (${answer.body.slice(0, 160)})`,
          );
      }
    }
  }
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const value = answer.headers[name.toLowerCase()];
    if (value === undefined) {
      departures.push(`header ${name} is promised but missing`);
      continue;
    }
    const headerPointer = header.$ref ? header.$ref.slice(1) : `${pointer}${pointerOf('headers', name)}`;
    const schema = (header.$ref ? (at(header.$ref) as { schema?: JsonSchema }) : header).schema;
    const typed = schema?.type === 'integer' || schema?.type === 'number' ? Number(value) : value;
    const validate = validatorAt(`${headerPointer}/schema`);
    if (!validate(typed)) departures.push(`header ${name}: ${value} (${ajv.errorsText(validate.errors)})`);
  }
  counts.validated += 1;
  return departures;
};

// Who calls, and with what.
type Caller = 'administrator' | 'employee' | 'device' | 'anonymous';
// What a call tries, and the status it must get (none for a valid call: any documented answer,
// though a 2xx is what it hopes for).
type Attempt =
  | { kind: 'valid'; caller: Caller }
  | { kind: 'no credentials'; expected: 401 }
  | { kind: 'employee on an admin route'; expected: 403 }
  | { kind: 'write from another origin'; expected: 403 }
  | { kind: 'unknown id'; parameter: string; expected: 404 }
  | { kind: 'invalid input'; expected: 400 };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let callers: OpenapiCallers;
const headersOf = (caller: Caller): Record<string, string> => {
  if (caller === 'administrator') return callers.administratorHeaders;
  if (caller === 'employee') return callers.employeeHeaders;
  if (caller === 'device') return callers.deviceHeaders;
  return { ...SAME_ORIGIN };
};

const setUp = async () => {
  callers = await startOpenapiWalk('contract');
};

const restore = () => restoreStartingPoint(callers);

// The callers an operation admits: both roles where both may call it.
const validCallers = (access: string): Caller[] => {
  if (access === 'public') return ['anonymous'];
  if (access === 'device') return ['device'];
  if (access === 'admin') return ['administrator'];
  return ['administrator', 'employee'];
};
// The caller for the refusals that need one who may call the operation.
const firstCaller = (access: string) => validCallers(access)[0] as Caller;

const isIdentifier = (schema: JsonSchema) => schema.format === 'uuid';

// Planned from the document alone, so the test names can say how many calls each operation gets.
const attemptsFor = (entry: Entry, access: string): Attempt[] => {
  const attempts: Attempt[] = validCallers(access).map((caller) => ({ kind: 'valid', caller }));
  if (access !== 'public') attempts.push({ kind: 'no credentials', expected: 401 });
  if (access === 'admin') attempts.push({ kind: 'employee on an admin route', expected: 403 });
  if (WRITES.has(entry.method) && access !== 'device')
    attempts.push({ kind: 'write from another origin', expected: 403 });
  for (const parameter of entry.inline.parameters ?? [])
    if (parameter.in === 'path' && isIdentifier(parameter.schema))
      attempts.push({ kind: 'unknown id', parameter: parameter.name, expected: 404 });
  if (invalidInput(entry)) attempts.push({ kind: 'invalid input', expected: 400 });
  return attempts;
};

// The first schema of an optional or nullable wrapper that holds a value.
const valueSchema = (schema: JsonSchema): JsonSchema =>
  (schema.anyOf ?? schema.oneOf)?.map(valueSchema).find((option) => option.type !== 'null') ?? schema;

// A parameter value the schema refuses, where one can be written as text.
const refusedValue = (schema: JsonSchema): string | undefined => {
  const value = valueSchema(schema);
  if (value.enum) return 'none-of-these';
  if (value.type === 'integer' || value.type === 'number') return 'not-a-number';
  if (value.format === 'date') return '2026-02-30';
  if (value.format === 'uuid') return 'not-an-id';
  if (value.maxLength !== undefined) return 'x'.repeat(value.maxLength + 1);
  return undefined;
};

// How the operation's input can be made invalid: its body, else a query parameter. (A path that
// names nothing answers 404, malformed or not: the unknown id above.)
const invalidInput = (
  entry: Entry,
): { body: 'json' | 'multipart' } | { parameter: Parameter; value: string } | undefined => {
  const content = entry.inline.requestBody?.content ?? {};
  if (content['application/json']) return { body: 'json' };
  if (content['multipart/form-data']) return { body: 'multipart' };
  for (const parameter of entry.inline.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    const value = refusedValue(parameter.schema);
    if (value !== undefined) return { parameter, value };
  }
  return undefined;
};

// The first id of a thing listed in a body: an object in an array, or the object itself.
const firstListedId = (body: unknown): string | undefined => {
  const queue: unknown[] = [body];
  let candidate: string | undefined;
  while (queue.length > 0) {
    const node = queue.shift();
    if (Array.isArray(node)) {
      const listed = node.find(
        (item) => item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string',
      ) as { id: string } | undefined;
      if (listed) return listed.id;
      queue.push(...node);
    } else if (node && typeof node === 'object') {
      const id = (node as { id?: unknown }).id;
      if (typeof id === 'string' && candidate === undefined) candidate = id;
      queue.push(...Object.values(node));
    }
  }
  return candidate;
};

const parameterExample = (parameter: Parameter) => {
  if (parameter.name === 'employeeId') return callers.employeeId;
  return String(exampleOf(parameter.schema));
};

const queryOf = (
  parameters: Parameter[],
  override?: { name: string; value: string },
  example: ExampleRequest = {},
) => {
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((candidate) => candidate.in === 'query'))
    if (override?.name === parameter.name) query.set(parameter.name, override.value);
    else if (example.query?.[parameter.name] !== undefined)
      query.set(parameter.name, example.query[parameter.name] as string);
    else if (parameter.required) query.set(parameter.name, parameterExample(parameter));
  const search = query.toString();
  return search ? `?${search}` : '';
};

// Ids found by listing, per caller and list: what the demo holds, so a valid call names a real thing.
const listedIds = new Map<string, string | undefined>();
const GET_PATHS = new Set(operations.filter((entry) => entry.method === 'GET').map((entry) => entry.path));

// A real id for the path parameter that follows `template` (a path with its parameters so far): read
// from the list at that path, or from a list one segment below it (`/leaves` → `/leaves/mine`).
const listedIdUnder = async (caller: Caller, template: string, concrete: string) => {
  const key = `${caller} ${concrete}`;
  if (listedIds.has(key)) return listedIds.get(key);
  const lists = [...GET_PATHS].filter(
    (path) =>
      path === template ||
      (path.startsWith(`${template}/`) &&
        !path.slice(template.length + 1).includes('/') &&
        !path.includes('{', template.length)),
  );
  let id: string | undefined;
  for (const path of lists) {
    const list = operations.find((entry) => entry.method === 'GET' && entry.path === path) as Entry;
    const response = await callers.testApp.app.inject({
      method: 'GET',
      url: `${concrete}${path.slice(template.length)}${queryOf(list.inline.parameters ?? [])}`,
      headers: headersOf(caller),
    });
    if (response.statusCode === 200 && isJsonMediaType(mediaTypeOf(response.headers['content-type'])))
      id = firstListedId(response.json());
    if (id) break;
  }
  listedIds.set(key, id);
  return id;
};

// The operation's URL with real values for its parameters (or an unknown id, or a refused value).
const urlFor = async (
  entry: Entry,
  caller: Caller,
  example: ExampleRequest,
  change?: { name: string; value: string },
): Promise<string> => {
  const parameters = entry.inline.parameters ?? [];
  let template = '';
  let concrete = '';
  for (const segment of entry.path.split('/').slice(1)) {
    const name = /^\{([A-Za-z]+)\}$/.exec(segment)?.[1];
    let value = segment;
    if (name) {
      const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
      if (change?.name === name) value = change.value;
      else if (example.path?.[name] !== undefined) value = example.path[name] as string;
      else if (name !== 'employeeId' && parameter && isIdentifier(parameter.schema))
        value = (await listedIdUnder(caller, template, concrete)) ?? randomUUID();
      else value = parameter ? parameterExample(parameter) : name;
    }
    template += `/${segment}`;
    concrete += `/${encodeURIComponent(value)}`;
  }
  const queryChange = parameters.some(
    (parameter) => parameter.in === 'query' && parameter.name === change?.name,
  )
    ? change
    : undefined;
  return `${concrete}${queryOf(parameters, queryChange, example)}`;
};

type FormValue = NonNullable<ExampleRequest['form']>[string];

// A multipart form: the example's parts, else every part the document lists (a small PNG for a file,
// a word for a text).
const formOf = async (schema: JsonSchema, example: ExampleRequest['form']) => {
  const boundary = `pulse-contract-${randomUUID()}`;
  const png = await imageBytes('png');
  const values: [string, FormValue][] = example
    ? Object.entries(example)
    : Object.entries(schema.properties ?? {}).map(([name, part]) => [
        name,
        part.format === 'binary' || part.items?.format === 'binary'
          ? { fileName: 'a.png', contentType: 'image/png', bytes: png }
          : String(exampleOf({ type: 'string' })),
      ]);
  const parts: Buffer[] = [];
  for (const [name, value] of values)
    for (const one of Array.isArray(value) ? value : [value])
      parts.push(
        Buffer.from(
          typeof one === 'string'
            ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
            : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${one.fileName}"\r\nContent-Type: ${one.contentType}\r\n\r\n`,
        ),
        typeof one === 'string' ? Buffer.from(one) : one.bytes,
        Buffer.from('\r\n'),
      );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

// A valid body: the operation's example request (openapi-example-requests.ts) where it has one, else
// one made from the schema.
const bodyOf = async (
  entry: Entry,
  example: ExampleRequest,
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> => {
  const content = entry.inline.requestBody?.content ?? {};
  const json = content['application/json'];
  if (json) {
    const payload = example.body !== undefined ? example.body : exampleOf(json.schema ?? {});
    return { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } };
  }
  const form = content['multipart/form-data'];
  if (form?.schema) {
    const { payload, contentType } = await formOf(form.schema, example.form);
    return { payload, headers: { 'content-type': contentType } };
  }
  return {};
};

// The demo as the example requests read it: GETs and the calls a request depends on.
const demoReaderFor = (caller: Caller): DemoReader => {
  const call = async <T>(options: InjectOptions, what: string) => {
    const answer = await callers.testApp.app.inject(options);
    if (answer.statusCode >= 300)
      throw new Error(`${what} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
    return answer.json() as T;
  };
  return {
    caller,
    employeeId: callers.employeeId,
    administratorId: callers.administratorId,
    read: (url, as = 'administrator') => call({ method: 'GET', url, headers: headersOf(as) }, `GET ${url}`),
    download: async (url) => {
      const answer = await callers.testApp.app.inject({
        method: 'GET',
        url,
        headers: headersOf('administrator'),
      });
      if (answer.statusCode !== 200) throw new Error(`GET ${url} answered ${answer.statusCode}`);
      return answer.rawPayload;
    },
    send: (method, url, body, as) =>
      call(
        { method, url, payload: body as InjectOptions['payload'], headers: headersOf(as) },
        `${method} ${url}`,
      ),
  };
};

// An operation's example request per caller, built once for all its attempts: a request may create
// what it names (an invitation to resend), which the first successful call's restore takes away again.
const exampleRequestsFor = (entry: Entry) => {
  const built = new Map<Caller, Promise<ExampleRequest>>();
  return (caller: Caller) => {
    let example = built.get(caller);
    if (!example) {
      example = exampleRequests[entry.operation.operationId]?.(demoReaderFor(caller)) ?? Promise.resolve({});
      built.set(caller, example);
    }
    return example;
  };
};

const requestFor = async (
  entry: Entry,
  access: string,
  attempt: Attempt,
  exampleFor: ReturnType<typeof exampleRequestsFor>,
): Promise<InjectOptions> => {
  const caller = attempt.kind === 'valid' ? attempt.caller : firstCaller(access);
  const example = await exampleFor(caller);
  const body = await bodyOf(entry, example);
  const request = async (headers: Record<string, string>, url?: string, payload = body) => ({
    method: entry.method,
    url: url ?? (await urlFor(entry, caller, example)),
    ...payload,
    headers: { ...headers, ...payload.headers },
  });
  switch (attempt.kind) {
    case 'valid':
      return request(headersOf(caller));
    case 'no credentials':
      return request({ ...SAME_ORIGIN });
    case 'employee on an admin route':
      return request(headersOf('employee'));
    case 'write from another origin':
      return request({ ...headersOf(caller), origin: 'https://elsewhere.example' });
    case 'unknown id':
      return request(
        headersOf(caller),
        await urlFor(entry, caller, example, { name: attempt.parameter, value: randomUUID() }),
      );
    case 'invalid input': {
      const invalid = invalidInput(entry);
      if (invalid && 'parameter' in invalid)
        return request(
          headersOf(caller),
          await urlFor(entry, caller, example, { name: invalid.parameter.name, value: invalid.value }),
        );
      if (invalid?.body === 'json')
        return request(headersOf(caller), undefined, {
          payload: '[]',
          headers: { 'content-type': 'application/json' },
        });
      // A form without its parts.
      const boundary = `pulse-contract-${randomUUID()}`;
      return request(headersOf(caller), undefined, {
        payload: `--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    }
  }
};

const describeAttempt = (attempt: Attempt) =>
  attempt.kind === 'valid'
    ? `valid, as ${attempt.caller}`
    : attempt.kind === 'unknown id'
      ? `unknown ${attempt.parameter}`
      : attempt.kind;

// Examples for the document (npm run openapi:examples): each operation's first successful valid call,
// its JSON body and answer (the status alone for an answer without content), with long lists cut to
// three items where the answer's schema still holds.
const EXAMPLES_DIR = process.env.OPENAPI_EXAMPLES_DIR;
const recorded = new Map<string, OperationExample>();
// Why an operation's valid calls recorded nothing (its last answer), reported with the examples.
const unrecorded = new Map<string, string>();

const CREDENTIAL_FIELDS = /"(deviceCode|deviceToken|recoveryCodes|secret|otpauthUrl|qrCodeDataUrl)"/;

const shortened = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.slice(0, 3).map(shortened);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shortened(child)]));
};

// An operation with a JSON request body or a JSON success answer: one the document shows an example for.
const isJsonOperation = (entry: Entry) =>
  Boolean(entry.operation.requestBody?.content['application/json']) ||
  Object.entries(entry.operation.responses).some(
    ([status, response]) => status.startsWith('2') && Boolean(response.content?.['application/json']),
  );

const recordExample = (entry: Entry, request: InjectOptions, answer: LightMyRequestResponse) => {
  const operationId = entry.operation.operationId;
  if (recorded.has(operationId) || Object.hasOwn(OPERATIONS_WITHOUT_EXAMPLE, operationId)) return;
  if (isJsonOperation(entry))
    unrecorded.set(operationId, `${answer.statusCode} ${answer.body.slice(0, 300)}`);
  if (answer.statusCode >= 300) return;
  const headers = (request.headers ?? {}) as Record<string, string>;
  const isJsonRequest = headers['content-type'] === 'application/json' && typeof request.payload === 'string';
  const isJsonAnswer = isJsonMediaType(mediaTypeOf(answer.headers['content-type']));
  if (!isJsonRequest && !isJsonAnswer) return;
  // An answer that hands out a credential (a device code or token, a two-factor secret, recovery
  // codes) is no example to publish, even from a throwaway database.
  if (CREDENTIAL_FIELDS.test(answer.body)) return;
  const status = String(answer.statusCode);
  const where = pointerOf('paths', entry.path, entry.method.toLowerCase());
  let body: unknown;
  if (isJsonAnswer) {
    const whole = answer.json() as unknown;
    const short = shortened(whole);
    const isShortValid = validatorAt(
      `${where}${pointerOf('responses', status, 'content', 'application/json', 'schema')}`,
    )(short);
    body = isShortValid ? short : whole;
  }
  unrecorded.delete(operationId);
  recorded.set(operationId, {
    ...(isJsonRequest ? { request: JSON.parse(request.payload as string) as unknown } : {}),
    response: { status, ...(isJsonAnswer ? { body } : {}) },
  });
};

// Every `shards`-th operation, from the `shard`-th (1-based).
export const checkContract = (shard: number, shards: number) => {
  const totals: Counts = { calls: 0, validated: 0, bodiesValidated: 0, successes: 0 };
  beforeAll(setUp, 60_000);
  afterAll(async () => {
    // The figures the note cites: one line per shard.
    console.info(
      `OpenAPI contract, part ${shard} of ${shards}: ${dealt.length} operations, ${totals.calls} calls, ` +
        `${totals.validated} answers validated (${totals.bodiesValidated} JSON bodies by Ajv), ` +
        `${totals.successes} valid calls answered 2xx`,
    );
    if (EXAMPLES_DIR) {
      mkdirSync(EXAMPLES_DIR, { recursive: true });
      writeFileSync(join(EXAMPLES_DIR, `part-${shard}.json`), JSON.stringify(Object.fromEntries(recorded)));
      for (const [operationId, answer] of unrecorded)
        console.info(`No example for ${operationId}: its valid calls answered ${answer}`);
    }
    await callers.testApp.close();
  });

  const dealt = operations.filter((_, index) => index % shards === shard - 1);

  describe(`the OpenAPI document's contract (part ${shard} of ${shards}, ${dealt.length} operations)`, () => {
    it('finds the operations', () => {
      expect(operations.length).toBeGreaterThan(150);
    });

    it.each(dealt.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
      '%s',
      async (_, entry) => {
        const access = accessOf(callers, entry.method, entry.path);
        const departures: string[] = [];
        // The body made from the schema is not always one the server takes; then it refuses it (400)
        // before it looks the path's ids up, and an unknown id cannot show its 404.
        let isExampleBodyRefused = false;
        const exampleFor = exampleRequestsFor(entry);
        try {
          for (const attempt of attemptsFor(entry, access)) {
            const request = await requestFor(entry, access, attempt, exampleFor);
            const answer = await callers.testApp.app.inject(request);
            if (EXAMPLES_DIR && attempt.kind === 'valid') recordExample(entry, request, answer);
            totals.calls += 1;
            const name = describeAttempt(attempt);
            for (const departure of departuresOf(entry, answer, totals))
              departures.push(`${name}: ${departure}`);
            if (attempt.kind === 'valid') {
              if (answer.statusCode === 400 && entry.inline.requestBody) isExampleBodyRefused = true;
              if (answer.statusCode < 300) totals.successes += 1;
              if (answer.statusCode < 300 && entry.method !== 'GET') await restore();
            } else if (
              answer.statusCode !== attempt.expected &&
              !(attempt.kind === 'unknown id' && isExampleBodyRefused && answer.statusCode === 400)
            )
              departures.push(`${name}: ${answer.statusCode} where ${attempt.expected} is due`);
          }
        } finally {
          await restore();
        }
        expect(departures).toEqual([]);
      },
    );

    it('leaves the database as it found it', async () => {
      expect(await restore()).toEqual([]);
    });
  });
};
