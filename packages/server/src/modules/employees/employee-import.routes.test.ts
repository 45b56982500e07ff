import { and, count, desc, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, employees, mailOutbox } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';

// The import's preview marks every kind of problem and writes nothing; the import writes the
// valid rows only, inviting those without a password when asked.
const testApp = useTestApp();
let adminCookie: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
});

// A browser's multipart body: the file, and the invitations choice.
const upload = (url: string, file: { name: string; bytes: Buffer }, sendInvitations = false) => {
  const boundary = '----pulse-import-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="sendInvitations"\r\n\r\n${sendInvitations}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: {
      ...SAME_ORIGIN,
      cookie: adminCookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
};

const HEADER =
  'Employee Name,Father Name,Date Of Birth,Joining Date,Department,Designation,Official Email,Tracker Password';
// The demo's departments and designations by name (db/seed/demo-master-data.ts).
const csv = (...rows: string[]) => ({
  name: 'people.csv',
  bytes: Buffer.from([HEADER, ...rows].join('\r\n')),
});
const GOOD_WITH_PASSWORD =
  'Kiran Rao,Mohan Rao,1990-02-01,2026-01-05,Engineering,Software Engineer,kiran.rao@import.test,Kiran@26';
const GOOD_INVITED = 'Leela Das,Arun Das,12-03-1992,2026-01-05,engineering,,leela.das@import.test,';

const liveEmployees = async () =>
  (
    await testApp.db
      .select({ total: count() })
      .from(employees)
      .where(and(eq(employees.organizationId, testApp.demoOrganizationId), isNull(employees.deletedAt)))
  )[0]?.total;

describe('employee import', () => {
  it('previews every kind of problem row by row and writes nothing', async () => {
    const before = await liveEmployees();
    const response = await upload(
      '/api/v1/employees/import/preview',
      csv(
        GOOD_WITH_PASSWORD,
        ',Mohan Rao,1990-02-01,2026-01-05,Engineering,,nobody@import.test,Abc@1234',
        'Asha Again,X,1990-02-01,2026-01-05,Engineering,,admin@demo.pulse,Abc@1234',
        'Sam Roy,Y,1990-02-01,2026-01-05,Sales Floor,Astronaut,sam@import.test,Abc@1234',
        'Dup One,Z,1990-02-01,31/02/2026,Engineering,,dup@import.test,Abc@1234',
        'Dup Two,Z,1990-02-01,2026-01-05,Engineering,,DUP@import.test,',
        GOOD_INVITED,
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    const problems = preview.rows.map(
      (row: { row: number; problems: { column: string; message: string }[] }) => [
        row.row,
        Object.fromEntries(row.problems.map((problem) => [problem.column, problem.message])),
      ],
    );
    expect(problems).toEqual([
      [2, {}],
      [3, { 'Employee Name': 'Employee Name is required' }],
      [4, { 'Official Email': 'Official email id already exist.' }],
      [5, { Department: 'No department "Sales Floor"', Designation: 'No designation "Astronaut"' }],
      [
        6,
        {
          'Joining Date': 'Please select Joining Date',
          'Official Email': 'The same Official Email as row 7',
        },
      ],
      [
        7,
        {
          'Tracker Password': 'Tracker Password is required',
          'Official Email': 'The same Official Email as row 6',
        },
      ],
      // Without invitations chosen, a row needs its password.
      [8, { 'Tracker Password': 'Tracker Password is required' }],
    ]);
    expect(preview).toMatchObject({ fileName: 'people.csv', validCount: 1, problemCount: 6 });
    expect(await liveEmployees()).toBe(before);
  });

  it('imports only the valid rows, in one go, and invites those without a password', async () => {
    const before = await liveEmployees();
    const response = await upload(
      '/api/v1/employees/import',
      csv(GOOD_WITH_PASSWORD, ',Nobody,1990-02-01,2026-01-05,Engineering,,nobody@import.test,', GOOD_INVITED),
      true,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 2, invited: 1, skipped: 1 });
    expect(await liveEmployees()).toBe((before ?? 0) + 2);
    const [invited] = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, 'leela.das@import.test'));
    expect(invited?.passwordHash).toBeNull();
    expect(invited?.dateOfBirth).toBe('1992-03-12');
    const [withPassword] = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, 'kiran.rao@import.test'));
    expect(withPassword?.passwordHash).toMatch(/^\$argon2id\$/);
    const mails = await testApp.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'leela.das@import.test'));
    expect(mails).toHaveLength(1);
    const [audit] = await testApp.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'employees.imported'))
      .orderBy(desc(auditEvents.occurredAt));
    expect(audit?.details).toEqual({ fileName: 'people.csv', imported: 2, invited: 1, skipped: 1 });
    // The same file again: every row's e-mail is now taken, nothing more is written.
    const again = await upload('/api/v1/employees/import', csv(GOOD_WITH_PASSWORD), true);
    expect(again.statusCode).toBe(400);
    expect(await liveEmployees()).toBe((before ?? 0) + 2);
  });

  it('reads the downloaded .xlsx template filled in', async () => {
    const template = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/employees/import/template?format=xlsx',
      headers: { cookie: adminCookie },
    });
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Employees');
    if (!sheet) throw new Error('no Employees sheet');
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const row = header.map(
      (name) =>
        ({
          'Employee Name': 'Nisha Pillai',
          'Father Name': 'Gopal Pillai',
          'Date Of Birth': new Date(Date.UTC(1993, 5, 9)),
          'Joining Date': '2026-01-05',
          Department: 'Engineering',
          'Official Email': 'nisha.pillai@import.test',
          'Tracker Password': 'Nisha@26',
          'Contact Number 1': 919876543210,
        })[name] ?? null,
    );
    sheet.addRow(row);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = (await upload('/api/v1/employees/import/preview', { name: 'filled.xlsx', bytes })).json();
    expect(preview.rows).toHaveLength(1);
    expect(preview.rows[0].problems).toEqual([]);
    expect(preview.rows[0].values['Date Of Birth']).toBe('1993-06-09');
  });

  // File-level refusals write nothing either: one test, as each only reads.
  it('refuses a file it cannot take as a whole, saying why', async () => {
    for (const [file, message] of [
      [{ name: 'x.csv', bytes: Buffer.from('Employee Name,Notes\r\nA,B') }, 'Unknown column "Notes"'],
      [
        { name: 'x.csv', bytes: Buffer.from('PK\u0003\u0004rest') },
        'Upload the template as a .csv or .xlsx file.',
      ],
      [
        { name: 'x.xlsx', bytes: Buffer.from('Employee Name\r\nA') },
        'Upload the template as a .csv or .xlsx file.',
      ],
      [{ name: 'x.pdf', bytes: Buffer.from('%PDF-1.7') }, 'Upload the template as a .csv or .xlsx file.'],
      [{ name: 'x.csv', bytes: Buffer.from(HEADER) }, 'The file has no employees in it.'],
    ] as const) {
      const response = await upload('/api/v1/employees/import/preview', file);
      expect(response.statusCode, `${file.name}: ${message}`).toBe(400);
      expect(response.json().errors).toContainEqual({ path: 'file', message });
    }
  });
});
