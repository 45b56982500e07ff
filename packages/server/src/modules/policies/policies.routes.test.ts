import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { policies, policyVersions } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { docxBytes, exeBytes, multipartBody, pdfBytes } from '../../test-support/file-fixtures';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

// Company policy documents (spec B §2, §7): everyone reads them, administrators maintain them.
const testApp = useTestApp();

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
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

const storedPolicyFiles = async () => {
  const keys: string[] = [];
  for await (const file of testApp.storage.list()) if (file.key.includes('/policies/')) keys.push(file.key);
  return keys;
};

const countRows = async () => {
  const [policyRows] = await testApp.db.select({ value: count() }).from(policies);
  const [versionRows] = await testApp.db.select({ value: count() }).from(policyVersions);
  return { policies: policyRows?.value, versions: versionRows?.value };
};

describe('company policy', () => {
  it('lets an administrator add a PDF that every employee lists and opens in place', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const added = await upload(
      'POST',
      '/api/v1/policies',
      admin.cookie,
      'Leave Policy.pdf',
      pdfBytes('Leave'),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Leave Policy', fileName: 'Leave Policy.pdf', version: 1 });

    const list = (await call('GET', '/api/v1/policies', employee.cookie)).json();
    expect(list.items.map((item: { name: string }) => item.name)).toEqual(['Leave Policy']);
    const content = await call('GET', list.items[0].url, employee.cookie);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toMatch(/^inline; /);
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('downloads a DOCX instead of showing it', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const added = (
      await upload('POST', '/api/v1/policies', admin.cookie, 'Code of Conduct.docx', docxBytes())
    ).json();
    const content = await call('GET', added.url, admin.cookie);
    expect(content.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses a file that is not a PDF, DOCX or image by its bytes, and a missing file, storing nothing', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const before = await countRows();
    const disguised = await upload('POST', '/api/v1/policies', admin.cookie, 'policy.pdf', exeBytes());
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors).toEqual([{ path: 'file', message: policyPulseTexts.fileInvalid }]);
    const none = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/policies',
      headers: { ...SAME_ORIGIN, cookie: admin.cookie },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(policyPulseTexts.fileMissing);
    expect(await countRows()).toEqual(before);
    expect(await storedPolicyFiles()).toEqual([]);
  });

  it('replaces the file with a new version, renames, refuses a taken name and deletes', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const first = (
      await upload('POST', '/api/v1/policies', admin.cookie, 'Remote Work.pdf', pdfBytes('v1'))
    ).json();
    await upload('POST', '/api/v1/policies', admin.cookie, 'IT Security.pdf', pdfBytes('it'));
    const replaced = await upload(
      'PUT',
      `/api/v1/policies/${first.id}/file`,
      admin.cookie,
      'remote-v2.pdf',
      pdfBytes('v2'),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ name: 'Remote Work', fileName: 'remote-v2.pdf', version: 2 });

    const renamed = await call('PATCH', `/api/v1/policies/${first.id}`, admin.cookie, {
      name: 'Remote Work Policy',
    });
    expect(renamed.json().name).toBe('Remote Work Policy');
    const taken = await call('PATCH', `/api/v1/policies/${first.id}`, admin.cookie, { name: 'it security' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ path: 'name', message: policyPulseTexts.nameTaken }]);
    const empty = await call('PATCH', `/api/v1/policies/${first.id}`, admin.cookie, { name: ' ' });
    expect(empty.json().errors).toEqual([{ path: 'name', message: policyPulseTexts.nameRequired }]);

    expect((await call('DELETE', `/api/v1/policies/${first.id}`, admin.cookie)).statusCode).toBe(204);
    const left = (await call('GET', '/api/v1/policies', admin.cookie)).json();
    expect(left.items.map((item: { name: string }) => item.name)).toEqual(['IT Security']);
    const versions = await testApp.db
      .select()
      .from(policyVersions)
      .where(eq(policyVersions.policyId, first.id));
    expect(versions).toEqual([]);
    // The two files of the deleted policy are gone; the other policy's stays.
    expect(await storedPolicyFiles()).toHaveLength(1);
  });

  it('is maintained by administrators only, and another organisation finds nothing', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    const policy = (await upload('POST', '/api/v1/policies', admin.cookie, 'Leave.pdf', pdfBytes())).json();
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
    expect((await countRows()).versions).toBe(1);
  });
});
