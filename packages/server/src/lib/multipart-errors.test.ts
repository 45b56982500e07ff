import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import * as schema from '../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../db/seed/demo';
import { writeSalarySheet } from '../modules/payroll/salary-sheet';
import { imageBytes, pdfBytes } from '../test-support/file-fixtures';
import {
  deviceHeadersFor,
  SAME_ORIGIN,
  sessionFor,
  type TestApp,
  useTestApp,
} from '../test-support/test-app';
import { multipartErrorOf } from './multipart-errors';

// Hardening: malformed multipart bodies. Every multipart route answers a body it cannot read with a
// 4xx problem+json and writes nothing, whichever part of the parser notices first.
const testApp = useTestApp();

type FilePart = { field: string; name: string; type: string; bytes: Buffer };
type UploadRoute = {
  name: string;
  method: 'POST' | 'PUT';
  url: (context: Context) => string;
  headers: (context: Context) => Promise<Record<string, string>>;
  // A body the route accepts: its text fields and its file.
  fields: () => Record<string, string>;
  file: () => Promise<FilePart>;
  // A text field the route cannot do without, if it has one.
  requiredField?: string;
  // An edit that keeps the stored file when none comes.
  isFileOptional?: boolean;
};
type Context = { employeeId: string; newsId: string; policyId: string };

const BOUNDARY = '----pulse-malformed-test';

const formBody = (fields: Record<string, string>, file: FilePart | null) => {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
};

const adminHeaders = async () => ({
  ...SAME_ORIGIN,
  cookie: (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie,
});

const deviceHeaders = () => deviceHeadersFor(testApp.app);

const salarySheet = async (): Promise<FilePart> => ({
  field: 'file',
  name: 'salary.xlsx',
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  bytes: await writeSalarySheet([]),
});
const png = async (field: string): Promise<FilePart> => ({
  field,
  name: 'picture.png',
  type: 'image/png',
  bytes: await imageBytes('png', 400, 200),
});
const pdf = async (field: string): Promise<FilePart> => ({
  field,
  name: 'document.pdf',
  type: 'application/pdf',
  bytes: pdfBytes(),
});
const newsData = () =>
  JSON.stringify({
    title: 'We are moving',
    descriptionHtml: '<p>From Monday we work from Tower B.</p>',
    entryDate: '2026-03-01',
    isPublished: true,
    isSendMail: false,
  });

const routes: UploadRoute[] = [
  {
    name: 'salary sheet preview',
    method: 'POST',
    url: () => '/api/v1/payroll/preview',
    headers: adminHeaders,
    fields: () => ({}),
    file: salarySheet,
  },
  {
    name: 'salary sheet upload',
    method: 'POST',
    url: () => '/api/v1/payroll/2026/3',
    headers: adminHeaders,
    fields: () => ({}),
    file: salarySheet,
  },
  {
    name: 'salary sheet replacement',
    method: 'PUT',
    url: () => '/api/v1/payroll/2026/1',
    headers: adminHeaders,
    fields: () => ({}),
    file: salarySheet,
  },
  {
    name: 'employee documents',
    method: 'POST',
    url: ({ employeeId }) => `/api/v1/employees/${employeeId}/documents`,
    headers: adminHeaders,
    fields: () => ({}),
    file: () => pdf('files'),
  },
  {
    name: 'employee photo',
    method: 'PUT',
    url: ({ employeeId }) => `/api/v1/employees/${employeeId}/photo`,
    headers: adminHeaders,
    fields: () => ({}),
    file: () => png('photo'),
  },
  {
    name: 'tracker screenshot',
    method: 'POST',
    url: () => '/api/v1/tracker/screenshots',
    headers: deviceHeaders,
    fields: () => ({
      capturedAt: '2026-03-02T08:03:17Z',
      windowTitles: JSON.stringify(['Inbox — Mail']),
      keyPresses: '40',
      mouseClicks: '12',
      isIdle: 'false',
    }),
    file: () => png('image'),
    requiredField: 'capturedAt',
  },
  {
    name: 'news update added',
    method: 'POST',
    url: () => '/api/v1/news',
    headers: adminHeaders,
    fields: () => ({ data: newsData() }),
    file: () => png('banner'),
    requiredField: 'data',
  },
  {
    name: 'news update edited',
    method: 'PUT',
    url: ({ newsId }) => `/api/v1/news/${newsId}`,
    headers: adminHeaders,
    fields: () => ({ data: newsData() }),
    file: () => png('banner'),
    requiredField: 'data',
    isFileOptional: true,
  },
  {
    name: 'news description image',
    method: 'POST',
    url: () => '/api/v1/news/images',
    headers: adminHeaders,
    fields: () => ({}),
    file: () => png('image'),
  },
  {
    name: 'policy added',
    method: 'POST',
    url: () => '/api/v1/policies',
    headers: adminHeaders,
    fields: () => ({ name: 'Travel policy' }),
    file: () => pdf('file'),
  },
  {
    name: 'policy file replaced',
    method: 'PUT',
    url: ({ policyId }) => `/api/v1/policies/${policyId}/file`,
    headers: adminHeaders,
    fields: () => ({}),
    file: () => pdf('file'),
  },
];

type Malformed = { payload: Buffer | string; contentType: string; status: number };
type MalformedCase = { name: string; build: (route: UploadRoute) => Promise<Malformed> };

const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

const cases: MalformedCase[] = [
  {
    name: 'a boundary that the body does not use',
    build: async (route) => ({
      payload: formBody(route.fields(), await route.file()),
      contentType: 'multipart/form-data; boundary=----another-boundary',
      status: 400,
    }),
  },
  {
    name: 'no boundary in the content type',
    build: async (route) => ({
      payload: formBody(route.fields(), await route.file()),
      contentType: 'multipart/form-data',
      status: 400,
    }),
  },
  {
    name: 'a boundary longer than the parser takes',
    build: async (route) => ({
      payload: formBody(route.fields(), await route.file()),
      contentType: `multipart/form-data; boundary=${'x'.repeat(300)}`,
      status: 400,
    }),
  },
  {
    name: 'a body cut off in the middle of the file, without its closing boundary',
    build: async (route) => {
      const file = await route.file();
      const whole = formBody(route.fields(), file);
      const contentStart = whole.indexOf('\r\n\r\n', whole.indexOf('filename=')) + 4;
      const cut = contentStart + Math.floor(file.bytes.length / 2);
      return { payload: whole.subarray(0, cut), contentType: multipartType, status: 400 };
    },
  },
  {
    name: 'a part header without its blank line',
    build: async () => ({
      payload: Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n--${BOUNDARY}--\r\n`,
      ),
      contentType: multipartType,
      status: 400,
    }),
  },
  {
    name: 'an empty body',
    build: async () => ({ payload: Buffer.alloc(0), contentType: multipartType, status: 400 }),
  },
  {
    name: 'a JSON body',
    build: async () => ({ payload: '{}', contentType: 'application/json', status: 415 }),
  },
  {
    name: 'a plain-text body',
    build: async () => ({ payload: 'file', contentType: 'text/plain', status: 415 }),
  },
];

const noFileCase: MalformedCase = {
  name: 'no file part',
  build: async (route) => ({
    payload: formBody(route.fields(), null),
    contentType: multipartType,
    status: 400,
  }),
};

const requiredFieldCase: MalformedCase = {
  name: 'a required text field left out',
  build: async (route) => {
    const fields = route.fields();
    if (route.requiredField) delete fields[route.requiredField];
    return { payload: formBody(fields, await route.file()), contentType: multipartType, status: 400 };
  },
};

const table = routes.flatMap((route) => [
  ...cases.map((malformed) => [route.name, malformed.name, route, malformed] as const),
  ...(route.isFileOptional ? [] : [[route.name, noFileCase.name, route, noFileCase] as const]),
  ...(route.requiredField ? [[route.name, requiredFieldCase.name, route, requiredFieldCase] as const] : []),
]);

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
// Every table's row count in one statement: one query per table, twice per case, took most of the
// file's time.
const rowCountsQuery = sql.join(
  tables.map((table) => sql`select ${getTableName(table)} as name, count(*)::int as rows from ${table}`),
  sql` union all `,
);
// The row count of every table and the stored files: a refused upload leaves them as they were.
const state = async (app: TestApp) => {
  const counted = await rowsOf<{ name: string; rows: number }>(app.db, rowCountsQuery);
  const rows = Object.fromEntries(counted.map((row) => [row.name, row.rows]));
  const files: string[] = [];
  for await (const file of app.storage.list()) files.push(file.key);
  return { rows, files: files.sort() };
};

// The demo's ids: every test starts from the same demo, so they are read once.
let context: Context;
beforeAll(async () => {
  const [employee] = await testApp.db
    .select({ id: schema.employees.id })
    .from(schema.employees)
    .where(eq(schema.employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
  const [news] = await testApp.db
    .select({ id: schema.newsItems.id })
    .from(schema.newsItems)
    .where(eq(schema.newsItems.organizationId, testApp.demoOrganizationId))
    .limit(1);
  const [policy] = await testApp.db
    .select({ id: schema.policies.id })
    .from(schema.policies)
    .where(eq(schema.policies.organizationId, testApp.demoOrganizationId))
    .limit(1);
  if (!employee || !news || !policy) throw new Error('the demo has no employee, news update or policy');
  context = { employeeId: employee.id, newsId: news.id, policyId: policy.id };
});

describe('malformed multipart bodies', () => {
  it.each(table)('%s: %s gets a 4xx problem and changes nothing', async (_route, _case, route, malformed) => {
    const headers = await route.headers(context);
    const { payload, contentType, status } = await malformed.build(route);
    const before = await state(testApp);
    const response = await testApp.app.inject({
      method: route.method,
      url: route.url(context),
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status });
    expect(await state(testApp)).toEqual(before);
  });
});

describe('the parser errors the error handler maps', () => {
  const pluginError = (code: string) => Object.assign(new Error(code), { code });

  it.each([
    ['not multipart', pluginError('FST_INVALID_MULTIPART_CONTENT_TYPE'), 415],
    ['a file over the limit', pluginError('FST_REQ_FILE_TOO_LARGE'), 413],
    ['too many parts', pluginError('FST_PARTS_LIMIT'), 413],
    ['too many files', pluginError('FST_FILES_LIMIT'), 413],
    ['too many fields', pluginError('FST_FIELDS_LIMIT'), 413],
    ['a part named like a property of every object', pluginError('FST_PROTO_VIOLATION'), 400],
    ['a JSON field that is not JSON', pluginError('FST_INVALID_JSON_FIELD_ERROR'), 400],
    ['a request closed mid-way', pluginError('FST_MP_PREMATURE_CLOSE'), 400],
    ['busboy: a body without its end', new Error('Unexpected end of multipart data'), 400],
    [
      'busboy: a part cut off',
      new Error('Part terminated early due to unexpected end of multipart data'),
      400,
    ],
  ])('%s becomes a %i', (_name, error, status) => {
    expect(multipartErrorOf(error)?.status).toBe(status);
  });

  it.each([
    ['an error of our own', new Error('Cannot read properties of undefined')],
    ['another plugin error', pluginError('FST_ERR_CTP_INVALID_MEDIA_TYPE')],
    ['not an error', 'Unexpected end of multipart data'],
  ])('leaves %s alone (a 500 stays a 500)', (_name, error) => {
    expect(multipartErrorOf(error)).toBeUndefined();
  });
});
