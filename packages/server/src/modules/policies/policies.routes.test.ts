import type { Policy, PolicyAcknowledgement } from '@pulse/shared/contracts/policies';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { employees, policies, policyAcknowledgements, policyVersions } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { CONTROL_CHARACTER_MESSAGE, LONE_SURROGATE_MESSAGE } from '../../lib/unsafe-input';
import { docxBytes, exeBytes, imageBytes, multipartBody, pdfBytes } from '../../test-support/file-fixtures';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';
import { textDocxBytes, textPdfBytes } from '../../test-support/text-documents';

// Company policy documents (spec B §2, §7): everyone reads them, administrators maintain them, and
// Beyond spec B §2, a policy may ask every active employee to acknowledge its current version.
const testApp = useTestApp();

// The demo's four policies (db/seed/demo-policies.ts), by name.
const DEMO_POLICY_NAMES = ['Code of Conduct', 'IT Security Policy', 'Leave Policy', 'Remote Work Policy'];
// 27 demo people, of whom one has left and one is inactive.
const ACTIVE_EMPLOYEES = 25;

const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, cookie: string, payload?: unknown) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

const upload = (method: 'POST' | 'PUT', url: string, cookie: string, name: string, bytes: Buffer) => {
  const body = multipartBody([{ field: 'file', name, bytes }]);
  return testApp.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
};

// A field's text, sent as UTF-8, or its bytes in another charset (multipart allows UTF-16, which can
// carry half a character).
type FieldValue = string | { bytes: Buffer; contentType: string };

// An upload with text fields beside the file (multipartBody writes file parts only).
const uploadWithFields = (
  cookie: string,
  fields: Record<string, FieldValue>,
  name: string,
  bytes: Buffer,
) => {
  const boundary = '----pulse-policy-test';
  const fieldParts = Object.entries(fields).map(([field, value]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n${typeof value === 'string' ? '' : `Content-Type: ${value.contentType}\r\n`}\r\n`,
      ),
      typeof value === 'string' ? Buffer.from(value) : value.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  const payload = Buffer.concat([
    ...fieldParts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/policies',
    headers: { ...SAME_ORIGIN, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
};

const listPolicies = async (cookie: string): Promise<Policy[]> =>
  (await call('GET', '/api/v1/policies', cookie)).json().items;

const policyNamed = async (cookie: string, name: string) => {
  const policy = (await listPolicies(cookie)).find((item) => item.name === name);
  if (!policy) throw new Error(`no policy named ${name}`);
  return policy;
};

const storedPolicyFiles = async () => {
  const keys: string[] = [];
  for await (const file of testApp.storage.list()) if (file.key.includes('/policies/')) keys.push(file.key);
  return keys;
};

const countRows = async () => {
  const [policyRows] = await testApp.db.select({ value: count() }).from(policies);
  const [versionRows] = await testApp.db.select({ value: count() }).from(policyVersions);
  const [acknowledgementRows] = await testApp.db.select({ value: count() }).from(policyAcknowledgements);
  return {
    policies: policyRows?.value,
    versions: versionRows?.value,
    acknowledgements: acknowledgementRows?.value,
  };
};

const extractedTextOf = async (policyId: string) =>
  (
    await testApp.db
      .select({ version: policyVersions.version, text: policyVersions.extractedText })
      .from(policyVersions)
      .where(eq(policyVersions.policyId, policyId))
      .orderBy(policyVersions.version)
  ).map((row) => row.text);

const acknowledge = (cookie: string, policy: { id: string }, version: number) =>
  call('POST', `/api/v1/policies/${policy.id}/acknowledgement`, cookie, { version });

describe('company policy', () => {
  it('lets an administrator add a PDF that every employee lists and opens in place', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const added = await upload(
      'POST',
      '/api/v1/policies',
      admin.cookie,
      'Travel Policy.pdf',
      pdfBytes('Trip'),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Travel Policy',
      fileName: 'Travel Policy.pdf',
      version: 1,
      requiresAcknowledgement: false,
      acknowledgedAt: null,
    });

    const list = await listPolicies(employee.cookie);
    expect(list.map((item) => item.name)).toEqual([...DEMO_POLICY_NAMES, 'Travel Policy'].sort());
    const travel = list.find((item) => item.name === 'Travel Policy');
    // The counts of acknowledgements are for administrators.
    expect(travel?.acknowledgements).toBeUndefined();
    const content = await call('GET', travel?.url ?? '', employee.cookie);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toMatch(/^inline; /);
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('downloads a DOCX instead of showing it', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const added = (
      await upload('POST', '/api/v1/policies', admin.cookie, 'Dress Code.docx', docxBytes())
    ).json();
    const content = await call('GET', added.url, admin.cookie);
    expect(content.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses a file that is not a PDF, DOCX or image by its bytes, and a missing file, storing nothing', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const before = await countRows();
    const filesBefore = await storedPolicyFiles();
    const disguised = await upload('POST', '/api/v1/policies', admin.cookie, 'policy.pdf', exeBytes());
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors).toEqual([{ path: 'file', message: policyPulseTexts.fileInvalid }]);
    const noFile = multipartBody([]);
    const none = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/policies',
      headers: { ...SAME_ORIGIN, cookie: admin.cookie, 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(policyPulseTexts.fileMissing);
    expect(await countRows()).toEqual(before);
    expect(await storedPolicyFiles()).toEqual(filesBefore);
  });

  it('replaces the file with a new version, renames, refuses a taken name and deletes', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const filesBefore = await storedPolicyFiles();
    const first = (
      await upload('POST', '/api/v1/policies', admin.cookie, 'Travel.pdf', pdfBytes('v1'))
    ).json();
    const replaced = await upload(
      'PUT',
      `/api/v1/policies/${first.id}/file`,
      admin.cookie,
      'travel-v2.pdf',
      pdfBytes('v2'),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ name: 'Travel', fileName: 'travel-v2.pdf', version: 2 });

    const renamed = await call('PATCH', `/api/v1/policies/${first.id}`, admin.cookie, {
      name: 'Travel Policy',
    });
    expect(renamed.json().name).toBe('Travel Policy');
    const taken = await call('PATCH', `/api/v1/policies/${first.id}`, admin.cookie, {
      name: 'it security policy',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ path: 'name', message: policyPulseTexts.nameTaken }]);
    const empty = await call('PATCH', `/api/v1/policies/${first.id}`, admin.cookie, { name: ' ' });
    expect(empty.json().errors).toEqual([{ path: 'name', message: policyPulseTexts.nameRequired }]);
    const nothing = await call('PATCH', `/api/v1/policies/${first.id}`, admin.cookie, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual([
      expect.objectContaining({ message: policyPulseTexts.updateEmpty }),
    ]);

    expect((await call('DELETE', `/api/v1/policies/${first.id}`, admin.cookie)).statusCode).toBe(204);
    expect((await listPolicies(admin.cookie)).map((item) => item.name)).toEqual(DEMO_POLICY_NAMES);
    const versions = await testApp.db
      .select()
      .from(policyVersions)
      .where(eq(policyVersions.policyId, first.id));
    expect(versions).toEqual([]);
    // The two files of the deleted policy are gone; the demo's stay.
    expect(await storedPolicyFiles()).toEqual(filesBefore);
  });

  it('is maintained by administrators only, and another organisation finds nothing', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    const policy = (await upload('POST', '/api/v1/policies', admin.cookie, 'Travel.pdf', pdfBytes())).json();
    const before = await countRows();
    expect(
      (await upload('POST', '/api/v1/policies', employee.cookie, 'Mine.pdf', pdfBytes())).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/v1/policies/${policy.id}`, employee.cookie)).statusCode).toBe(403);

    expect((await call('GET', '/api/v1/policies', other.cookie)).json().items).toEqual([]);
    expect((await call('GET', policy.url, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/policies/${policy.id}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/v1/policies/${policy.id}`, other.cookie, { name: 'Ours' })).statusCode,
    ).toBe(404);
    expect(
      (await upload('PUT', `/api/v1/policies/${policy.id}/file`, other.cookie, 'x.pdf', pdfBytes()))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', policy.url, admin.cookie)).statusCode).toBe(200);
    expect(await countRows()).toEqual(before);
  });
});

describe('policy acknowledgement', () => {
  it('seeds the demo’s Code of Conduct as acknowledged by three colleagues, not by the signed-in employee', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const forEmployee = await listPolicies(employee.cookie);
    expect(
      forEmployee.filter((policy) => policy.requiresAcknowledgement && policy.acknowledgedAt === null),
    ).toEqual([expect.objectContaining({ name: 'Code of Conduct', version: 1 })]);
    const forAdmin = await policyNamed(admin.cookie, 'Code of Conduct');
    expect(forAdmin.acknowledgements).toEqual({ acknowledged: 3, total: ACTIVE_EMPLOYEES });
    expect((await policyNamed(admin.cookie, 'Leave Policy')).acknowledgements).toEqual({
      acknowledged: 0,
      total: ACTIVE_EMPLOYEES,
    });
  });

  it('lets an administrator ask for acknowledgement on upload, and refuses a value that is not true or false', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const before = await countRows();
    const filesBefore = await storedPolicyFiles();
    const wrong = await uploadWithFields(
      admin.cookie,
      { requiresAcknowledgement: 'yes' },
      'Travel.pdf',
      pdfBytes(),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'requiresAcknowledgement', message: policyPulseTexts.requiresAcknowledgementInvalid },
    ]);
    expect(await countRows()).toEqual(before);
    expect(await storedPolicyFiles()).toEqual(filesBefore);

    const added = await uploadWithFields(
      admin.cookie,
      { name: 'Anti-Bribery Policy', requiresAcknowledgement: 'true' },
      'bribery.pdf',
      pdfBytes(),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Anti-Bribery Policy',
      requiresAcknowledgement: true,
      acknowledgedAt: null,
      acknowledgements: { acknowledged: 0, total: ACTIVE_EMPLOYEES },
    });
  });

  it.each([
    ['a NUL', 'Travel\u0000Policy', CONTROL_CHARACTER_MESSAGE],
    [
      'half a character (UTF-16)',
      { bytes: Buffer.from('Travel \ud83d', 'utf16le'), contentType: 'text/plain; charset=utf-16le' },
      LONE_SURROGATE_MESSAGE,
    ],
  ])('refuses %s in the name field, storing nothing', async (_, name, message) => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const before = await countRows();
    const filesBefore = await storedPolicyFiles();
    const response = await uploadWithFields(admin.cookie, { name }, 'Travel.pdf', pdfBytes());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'name', message }]);
    expect(await countRows()).toEqual(before);
    expect(await storedPolicyFiles()).toEqual(filesBefore);
  });

  it('switches acknowledgement on and off for an existing policy', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const leave = await policyNamed(admin.cookie, 'Leave Policy');
    const on = await call('PATCH', `/api/v1/policies/${leave.id}`, admin.cookie, {
      requiresAcknowledgement: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ name: 'Leave Policy', requiresAcknowledgement: true });
    const off = await call('PATCH', `/api/v1/policies/${leave.id}`, admin.cookie, {
      requiresAcknowledgement: false,
      name: 'Leave Policy 2026',
    });
    expect(off.json()).toMatchObject({ name: 'Leave Policy 2026', requiresAcknowledgement: false });
  });

  it('records the acknowledgement of the current version once, whoever asks twice', async () => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const conduct = await policyNamed(employee.cookie, 'Code of Conduct');
    const first = await acknowledge(employee.cookie, conduct, conduct.version);
    expect(first.statusCode).toBe(200);
    const acknowledgedAt = testApp.clock.now().toISOString();
    expect(first.json()).toMatchObject({ id: conduct.id, acknowledgedAt });

    testApp.clock.advance(10 * 60 * 1000);
    const again = await acknowledge(employee.cookie, conduct, conduct.version);
    expect(again.statusCode).toBe(200);
    expect(again.json().acknowledgedAt).toBe(acknowledgedAt);
    expect((await policyNamed(employee.cookie, 'Code of Conduct')).acknowledgedAt).toBe(acknowledgedAt);
    expect((await countRows()).acknowledgements).toBe(4);
  });

  it('refuses a version that is no longer current, and asks again after a new version', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const conduct = await policyNamed(employee.cookie, 'Code of Conduct');
    expect((await acknowledge(employee.cookie, conduct, 1)).statusCode).toBe(200);

    const replaced = await upload(
      'PUT',
      `/api/v1/policies/${conduct.id}/file`,
      admin.cookie,
      'Code of Conduct 2026.pdf',
      pdfBytes('v2'),
    );
    expect(replaced.json()).toMatchObject({
      version: 2,
      acknowledgedAt: null,
      acknowledgements: { acknowledged: 0, total: ACTIVE_EMPLOYEES },
    });
    expect(await policyNamed(employee.cookie, 'Code of Conduct')).toMatchObject({
      version: 2,
      requiresAcknowledgement: true,
      acknowledgedAt: null,
    });

    // Still the version 1 they read: refused, and nothing is written.
    const before = await countRows();
    const stale = await acknowledge(employee.cookie, conduct, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json().detail).toBe(policyPulseTexts.versionChanged);
    expect(await countRows()).toEqual(before);

    const current = await acknowledge(employee.cookie, conduct, 2);
    expect(current.json()).toMatchObject({ version: 2, acknowledgedAt: testApp.clock.now().toISOString() });
  });

  it('lets an administrator acknowledge for themselves', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const conduct = await policyNamed(admin.cookie, 'Code of Conduct');
    const acknowledged = (await acknowledge(admin.cookie, conduct, 1)).json();
    expect(acknowledged.acknowledgedAt).toBe(testApp.clock.now().toISOString());
    expect(acknowledged.acknowledgements).toEqual({ acknowledged: 4, total: ACTIVE_EMPLOYEES });
  });

  it('shows an administrator every active employee, those who acknowledged first', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const conduct = await policyNamed(admin.cookie, 'Code of Conduct');
    await acknowledge(employee.cookie, conduct, 1);

    const response = await call('GET', `/api/v1/policies/${conduct.id}/acknowledgements`, admin.cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { policyId: string; version: number; items: PolicyAcknowledgement[] };
    expect(list).toMatchObject({ policyId: conduct.id, version: 1 });
    expect(list.items).toHaveLength(ACTIVE_EMPLOYEES);
    const acknowledged = list.items.filter((item) => item.acknowledgedAt !== null);
    expect(acknowledged.map((item) => [item.name, item.acknowledgedAt])).toEqual([
      ['Ananya Das', '2026-02-05T09:00:00.000Z'],
      ['Priya Nair', '2026-02-01T09:00:00.000Z'],
      ['Rahul Mehta', testApp.clock.now().toISOString()],
      ['Vikram Singh', '2026-02-02T09:00:00.000Z'],
    ]);
    expect(list.items.slice(0, 4)).toEqual(acknowledged);
    const pending = list.items.slice(4).map((item) => item.name);
    expect(pending).toEqual([...pending].sort((a, b) => a.localeCompare(b)));
    expect(pending).toContain('Asha Verma');
    const [rahul] = await testApp.db
      .select({ employeeCode: employees.employeeCode })
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    expect(list.items.find((item) => item.name === 'Rahul Mehta')?.employeeCode).toBe(rahul?.employeeCode);
  });

  it('keeps the acknowledgement routes to the organisation, and the list to administrators', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    const conduct = await policyNamed(admin.cookie, 'Code of Conduct');
    const before = await countRows();

    expect((await acknowledge(other.cookie, conduct, 1)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/v1/policies/${conduct.id}/acknowledgements`, other.cookie)).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `/api/v1/policies/${conduct.id}`, other.cookie, {
          requiresAcknowledgement: false,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/v1/policies/${conduct.id}/acknowledgements`, employee.cookie)).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PATCH', `/api/v1/policies/${conduct.id}`, employee.cookie, {
          requiresAcknowledgement: false,
        })
      ).statusCode,
    ).toBe(403);
    expect(await countRows()).toEqual(before);
    expect(await policyNamed(admin.cookie, 'Code of Conduct')).toMatchObject({
      requiresAcknowledgement: true,
      acknowledgements: { acknowledged: 3, total: ACTIVE_EMPLOYEES },
    });
  });

  it.each([
    ['a version below 1', { version: 0 }],
    ['a version that is not a whole number', { version: 1.5 }],
    ['no version', {}],
  ])('answers 400 to %s', async (_, body) => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const conduct = await policyNamed(employee.cookie, 'Code of Conduct');
    const before = await countRows();
    const response = await call(
      'POST',
      `/api/v1/policies/${conduct.id}/acknowledgement`,
      employee.cookie,
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(await countRows()).toEqual(before);
  });
});

describe('policy text', () => {
  it('keeps the text of a PDF and of a DOCX, none for an image, and a new version’s own text', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const pdf = (
      await upload(
        'POST',
        '/api/v1/policies',
        admin.cookie,
        'Travel.pdf',
        await textPdfBytes([['Travel Policy', 'Book flights through the travel desk.']]),
      )
    ).json();
    const docx = (
      await upload(
        'POST',
        '/api/v1/policies',
        admin.cookie,
        'Dress Code.docx',
        await textDocxBytes('Dress Code', ['Business casual from Monday to Thursday.']),
      )
    ).json();
    const image = (
      await upload('POST', '/api/v1/policies', admin.cookie, 'Fire Exits.png', await imageBytes('png'))
    ).json();
    expect(await extractedTextOf(pdf.id)).toEqual(['Travel Policy\nBook flights through the travel desk.']);
    expect(await extractedTextOf(docx.id)).toEqual([
      'Dress Code\n\nBusiness casual from Monday to Thursday.',
    ]);
    expect(await extractedTextOf(image.id)).toEqual([null]);

    await upload(
      'PUT',
      `/api/v1/policies/${pdf.id}/file`,
      admin.cookie,
      'Travel v2.pdf',
      await textPdfBytes([['Travel Policy', 'Trains are booked in second class AC.']]),
    );
    expect(await extractedTextOf(pdf.id)).toEqual([
      'Travel Policy\nBook flights through the travel desk.',
      'Travel Policy\nTrains are booked in second class AC.',
    ]);
  });

  it('keeps a document whose text cannot be read, without text', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const added = await upload('POST', '/api/v1/policies', admin.cookie, 'Broken.docx', docxBytes());
      expect(added.statusCode).toBe(201);
      expect(await extractedTextOf(added.json().id)).toEqual([null]);
    } finally {
      warn.mockRestore();
    }
  });

  it('has the text of each demo policy', async () => {
    const rows = await testApp.db
      .select({ name: policies.name, text: policyVersions.extractedText })
      .from(policyVersions)
      .innerJoin(policies, eq(policies.id, policyVersions.policyId));
    const textOf = new Map(rows.map((row) => [row.name, row.text ?? '']));
    expect(textOf.get('Remote Work Policy')).toContain('may work remotely up to 2 days a week');
    expect(textOf.get('Code of Conduct')).toContain('Raising concerns');
    expect(textOf.get('Leave Policy')).toContain('A half day counts as 0.5 of a day.');
    expect(textOf.get('IT Security Policy')).toContain('two-factor authentication');
  });
});
