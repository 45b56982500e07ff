import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { documentPulseTexts, documentTexts } from '@pulse/shared/spec-texts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { employeeDocuments, employees } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import {
  docBytes,
  docxBytes,
  exeBytes,
  imageBytes,
  multipartBody,
  pdfBytes,
} from '../../test-support/file-fixtures';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
let adminCookie: string;
let employeeCookie: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
  employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type UploadFile = Parameters<typeof multipartBody>[0][number];

const call = (method: Method, url: string, cookie = adminCookie) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie } });

const upload = (method: 'POST' | 'PUT', url: string, files: UploadFile[], cookie = adminCookie) => {
  const body = multipartBody(files);
  return testApp.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
};

const demoEmployee = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no demo employee ${email}`);
  return row;
};

// Every employee file (documents, photos) under the test's storage root, so "nothing stored" is checked
// on disk, not just in the DB; the demo's own files (policies) are elsewhere under that root.
const storedFiles = (): string[] => {
  const walk = (directory: string): string[] => {
    try {
      return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(directory, entry.name)) : [join(directory, entry.name)],
      );
    } catch {
      return [];
    }
  };
  return walk(join(testApp.storageDir, 'files')).filter((path) => path.includes('/employees/'));
};

const documentRows = () => testApp.db.select().from(employeeDocuments);

const documentsUrl = (employeeId: string) => `/api/v1/employees/${employeeId}/documents`;

describe('employee documents', () => {
  it('uploads several files at once, lists them newest first and serves them back', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const png = await imageBytes('png');
    const response = await upload('POST', documentsUrl(rahul.id), [
      { name: 'Offer Letter.pdf', type: 'application/pdf', bytes: pdfBytes() },
      { name: 'passport.png', type: 'image/png', bytes: png },
      { name: 'cv.docx', bytes: docxBytes() },
      { name: 'old-cv.doc', bytes: docBytes() },
    ]);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toHaveLength(4);
    expect(created[0]).toMatchObject({
      name: 'Offer Letter.pdf',
      extension: 'pdf',
      contentType: 'application/pdf',
      fileSize: pdfBytes().length,
      uploadedDate: testApp.clock.now().toISOString().slice(0, 10),
    });
    expect(created.map((document: { extension: string }) => document.extension)).toEqual([
      'pdf',
      'png',
      'docx',
      'doc',
    ]);

    const rows = await documentRows();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.organizationId).toBe(testApp.demoOrganizationId);
      expect(row.storageKey).toMatch(
        new RegExp(`^${testApp.demoOrganizationId}/employees/${rahul.id}/documents/[0-9a-f-]{36}$`),
      );
      expect(row.storageKey).not.toContain(row.originalName);
    }
    expect(storedFiles()).toHaveLength(4);

    const list = await call('GET', documentsUrl(rahul.id));
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(4);

    const pdf = created[0];
    const download = await call('GET', pdf.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Offer Letter.pdf"; filename*=UTF-8''Offer%20Letter.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
  });

  it('takes the type from the content: a PNG named .pdf is stored and served as a PNG', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const response = await upload('POST', documentsUrl(rahul.id), [
      { name: 'scan.pdf', type: 'application/pdf', bytes: await imageBytes('png') },
    ]);
    expect(response.statusCode).toBe(201);
    const [document] = response.json();
    expect(document).toMatchObject({ name: 'scan.pdf', extension: 'png', contentType: 'image/png' });
    expect((await call('GET', document.url)).headers['content-type']).toBe('image/png');
  });

  it('refuses a renamed .exe with the spec’s Failure and stores nothing', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const response = await upload('POST', documentsUrl(rahul.id), [
      { name: 'invoice.pdf', type: 'application/pdf', bytes: exeBytes() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      title: documentTexts.invalidFormatTitle,
      detail: documentTexts.invalidFormat,
      code: 'DOCUMENT_INVALID',
      errors: [{ path: 'files.0', message: `invoice.pdf ${documentPulseTexts.notAllowedType}` }],
    });
    expect(await documentRows()).toHaveLength(0);
    expect(storedFiles()).toHaveLength(0);
  });

  it('refuses the whole upload when one of several files is bad, and removes what was stored', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const response = await upload('POST', documentsUrl(rahul.id), [
      { name: 'a.pdf', bytes: pdfBytes() },
      { name: 'b.png', bytes: await imageBytes('png') },
      { name: 'c.docx', bytes: Buffer.from('not really a word document') },
      { name: 'd.pdf', bytes: pdfBytes() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'files.2', message: `c.docx ${documentPulseTexts.notAllowedType}` },
    ]);
    expect(await documentRows()).toHaveLength(0);
    expect(storedFiles()).toHaveLength(0);
  });

  it('refuses an empty file (400) and a file over 10 MB (413), storing nothing', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const empty = await upload('POST', documentsUrl(rahul.id), [
      { name: 'empty.pdf', bytes: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(documentTexts.invalidFormat);

    const huge = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const oversize = await upload('POST', documentsUrl(rahul.id), [
      { name: 'small.pdf', bytes: pdfBytes() },
      { name: 'huge.pdf', bytes: huge },
    ]);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      detail: documentPulseTexts.tooLarge,
    });
    expect(await documentRows()).toHaveLength(0);
    expect(storedFiles()).toHaveLength(0);
  });

  it('refuses more than 10 files and a request without files', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `f${index}.pdf`, bytes: pdfBytes() }));
    const tooMany = await upload('POST', documentsUrl(rahul.id), eleven);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().detail).toBe(documentPulseTexts.tooMany);
    const none = await upload('POST', documentsUrl(rahul.id), []);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(documentPulseTexts.noFiles);
    expect(await documentRows()).toHaveLength(0);
    expect(storedFiles()).toHaveLength(0);
  });

  it('deletes a document and its file', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const [document] = (
      await upload('POST', documentsUrl(rahul.id), [{ name: 'a.pdf', bytes: pdfBytes() }])
    ).json();
    const deleted = await call('DELETE', `${documentsUrl(rahul.id)}/${document.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await documentRows()).toHaveLength(0);
    expect(storedFiles()).toHaveLength(0);
    expect((await call('DELETE', `${documentsUrl(rahul.id)}/${document.id}`)).statusCode).toBe(404);
    expect((await call('GET', document.url)).statusCode).toBe(404);
  });

  it('lets an employee read and download their own documents, and nothing else', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const admin = await demoEmployee(DEMO_ADMIN_EMAIL);
    const [own] = (
      await upload('POST', documentsUrl(rahul.id), [{ name: 'a.pdf', bytes: pdfBytes() }])
    ).json();
    const [others] = (
      await upload('POST', documentsUrl(admin.id), [{ name: 'b.pdf', bytes: pdfBytes() }])
    ).json();

    expect((await call('GET', documentsUrl(rahul.id), employeeCookie)).json().items).toHaveLength(1);
    expect((await call('GET', own.url, employeeCookie)).statusCode).toBe(200);

    const refused: [Method, string][] = [
      ['GET', documentsUrl(admin.id)],
      ['GET', others.url],
      ['DELETE', `${documentsUrl(rahul.id)}/${own.id}`],
    ];
    for (const [method, url] of refused) {
      expect((await call(method, url, employeeCookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    const ownUpload = await upload(
      'POST',
      documentsUrl(rahul.id),
      [{ name: 'c.pdf', bytes: pdfBytes() }],
      employeeCookie,
    );
    expect(ownUpload.statusCode).toBe(403);
    expect(await documentRows()).toHaveLength(2);
    expect(storedFiles()).toHaveLength(2);
  });

  it('answers 404 for another organisation’s employee or document and changes nothing', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const [document] = (
      await upload('POST', documentsUrl(rahul.id), [{ name: 'a.pdf', bytes: pdfBytes() }])
    ).json();
    await testApp.db.update(employees).set({ photoStorageKey: null }).where(eq(employees.id, rahul.id));
    const { cookie: otherCookie } = await signUpOtherOrganization(testApp);

    for (const [method, url] of [
      ['GET', documentsUrl(rahul.id)],
      ['GET', document.url],
      ['DELETE', `${documentsUrl(rahul.id)}/${document.id}`],
      ['GET', `/api/v1/employees/${rahul.id}/photo`],
      ['DELETE', `/api/v1/employees/${rahul.id}/photo`],
    ] as [Method, string][]) {
      expect((await call(method, url, otherCookie)).statusCode, `${method} ${url}`).toBe(404);
    }
    const foreignUpload = await upload(
      'POST',
      documentsUrl(rahul.id),
      [{ name: 'x.pdf', bytes: pdfBytes() }],
      otherCookie,
    );
    expect(foreignUpload.statusCode).toBe(404);
    const foreignPhoto = await upload(
      'PUT',
      `/api/v1/employees/${rahul.id}/photo`,
      [{ name: 'p.jpg', bytes: await imageBytes('jpeg') }],
      otherCookie,
    );
    expect(foreignPhoto.statusCode).toBe(404);

    // A document id of this organisation under another employee's id is not found either.
    const admin = await demoEmployee(DEMO_ADMIN_EMAIL);
    expect((await call('GET', `${documentsUrl(admin.id)}/${document.id}/content`)).statusCode).toBe(404);

    expect(await documentRows()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it('keeps a deleted employee’s documents', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    await upload('POST', documentsUrl(rahul.id), [{ name: 'a.pdf', bytes: pdfBytes() }]);
    expect((await call('DELETE', `/api/v1/employees/${rahul.id}`)).statusCode).toBe(204);
    expect(await documentRows()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
  });
});

describe('employee photo', () => {
  const photoUrl = (employeeId: string) => `/api/v1/employees/${employeeId}/photo`;

  it('stores the cropped JPEG re-encoded, serves it to colleagues and replaces it', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    expect((await call('GET', photoUrl(rahul.id))).statusCode).toBe(404);

    const first = await upload('PUT', photoUrl(rahul.id), [
      { name: 'crop.jpg', type: 'image/jpeg', bytes: await imageBytes('jpeg', 200, 100) },
    ]);
    expect(first.statusCode).toBe(200);
    const { photoVersion } = first.json();
    const [stored] = await testApp.db.select().from(employees).where(eq(employees.id, rahul.id));
    expect(stored?.photoStorageKey).toBe(
      `${testApp.demoOrganizationId}/employees/${rahul.id}/photo/${photoVersion}`,
    );

    // Any signed-in employee of the organisation sees it (avatars in lists).
    const served = await call('GET', photoUrl(rahul.id), employeeCookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, max-age=300');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 100 });

    // A PNG is accepted by its content and stored as JPEG; the old file goes.
    const second = await upload('PUT', photoUrl(rahul.id), [
      { name: 'p.png', bytes: await imageBytes('png') },
    ]);
    expect(second.statusCode).toBe(200);
    expect(second.json().photoVersion).not.toBe(photoVersion);
    expect(storedFiles()).toHaveLength(1);
    expect((await sharp((await call('GET', photoUrl(rahul.id))).rawPayload).metadata()).format).toBe('jpeg');

    // The employee list and detail carry the version for cache busting.
    const detail = await call('GET', `/api/v1/employees/${rahul.id}`);
    expect(detail.json().photoVersion).toBe(second.json().photoVersion);

    expect((await call('DELETE', photoUrl(rahul.id))).statusCode).toBe(204);
    expect((await call('GET', photoUrl(rahul.id))).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(0);
  });

  it('refuses a non-image, a GIF, a broken image and an oversize photo, keeping the old one', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    await upload('PUT', photoUrl(rahul.id), [{ name: 'crop.jpg', bytes: await imageBytes('jpeg') }]);
    const attempts: [UploadFile, number][] = [
      [{ name: 'photo.jpg', bytes: exeBytes() }, 400],
      [{ name: 'photo.gif', bytes: Buffer.from('GIF89a....') }, 400],
      [{ name: 'photo.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) }, 400],
      [{ name: 'photo.jpg', bytes: Buffer.alloc(0) }, 400],
      [
        {
          name: 'big.jpg',
          bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024)]),
        },
        413,
      ],
    ];
    for (const [file, status] of attempts) {
      const response = await upload('PUT', photoUrl(rahul.id), [file]);
      expect(response.statusCode, file.name).toBe(status);
    }
    expect(storedFiles()).toHaveLength(1);
    expect((await call('GET', photoUrl(rahul.id))).statusCode).toBe(200);
  });

  it('refuses an employee changing photos', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const response = await upload(
      'PUT',
      photoUrl(rahul.id),
      [{ name: 'me.jpg', bytes: await imageBytes('jpeg') }],
      employeeCookie,
    );
    expect(response.statusCode).toBe(403);
    expect((await call('DELETE', photoUrl(rahul.id), employeeCookie)).statusCode).toBe(403);
    expect(storedFiles()).toHaveLength(0);
  });
});
