import { SALARY_SHEET_COLUMNS } from '@pulse/shared/domain/salary-slip';
import { payrollTexts } from '@pulse/shared/spec-texts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { employees, salarySheets, salarySlips } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';
import { multipart, pdfContainsText, workbookOf } from './payroll.test-helpers';
import { writeSalarySheet } from './salary-sheet';

const testApp = useTestApp();
let adminCookie: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
});

// The test clock starts on 2026-03-02, so the demo holds January and February 2026.
const SEEDED = { year: 2026, month: 1 };
const NEW_MONTH = { year: 2026, month: 3 };

const get = (url: string, cookie = adminCookie) =>
  testApp.app.inject({ method: 'GET', url, headers: { cookie } });

const upload = (
  method: 'POST' | 'PUT',
  url: string,
  bytes: Buffer,
  fileName = 'salary.xlsx',
  cookie = adminCookie,
) => {
  const { payload, headers } = multipart(bytes, fileName);
  return testApp.app.inject({ method, url, payload, headers: { ...headers, cookie } });
};

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row;
};

const slipsOf = (period: { year: number; month: number }, organizationId = testApp.demoOrganizationId) =>
  testApp.db
    .select()
    .from(salarySlips)
    .where(
      and(
        eq(salarySlips.organizationId, organizationId),
        eq(salarySlips.year, period.year),
        eq(salarySlips.month, period.month),
      ),
    );

// One data row in the spec's column order; `overrides` by column name.
const sheetRow = (employeeId: string | number, overrides: Partial<Record<string, unknown>> = {}) =>
  SALARY_SHEET_COLUMNS.map((column) => {
    if (column in overrides) return overrides[column];
    const defaults: Record<string, unknown> = {
      'Sr. No.': 1,
      EmployeeID: employeeId,
      'Employee Name': 'Rahul Mehta',
      'Gross Salary': 36_500.5,
      'Account No': '123456789012',
      'IFSC Code': 'HDFC0000456',
      'Actual Salary': 40_000,
      Basic: 20_000,
      HRA: 8_000,
      GA: 4_000,
      'Other Allowance': 8_000,
      'Number of Leaves': 1.5,
      'Night Shift Allowance (+)': 0,
      'Professional Tax': 200,
      'TDS/Adj (-)': 0,
      'ESI (3.25%)': 1_300,
      'ESI (.75%)': 300,
      'PF (Employer Con) - 12%': 2_400,
      'PF (Employee Con) - 12%': 2_400,
      Emails: 'employee@demo.pulse',
      Department: 'Engineering',
      Designation: 'Software Engineer',
      'Leaves Deduction (Amt)': 1_999.5,
    };
    return defaults[column];
  });

const sheetOf = (...rows: unknown[][]) => workbookOf([[...SALARY_SHEET_COLUMNS], ...(rows as never[][])]);

describe('payroll upload (spec B §2–§5)', () => {
  it('stores a sample sheet as slips with the amounts and an encrypted account number', async () => {
    const sample = await get('/api/v1/payroll/sample-sheet');
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-disposition']).toBe('attachment; filename="SampleSalarySheet.xlsx"');
    const sampleBytes = sample.rawPayload;

    const exists = await get(`/api/v1/payroll/${NEW_MONTH.year}/${NEW_MONTH.month}/exists`);
    expect(exists.json()).toEqual({ exists: false });

    const preview = await upload('POST', '/api/v1/payroll/preview', sampleBytes, 'SampleSalarySheet.xlsx');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().header).toEqual([...SALARY_SHEET_COLUMNS]);
    expect(preview.json().errors).toEqual([]);
    const sampleRows = preview.json().rows.length;
    expect(sampleRows).toBeGreaterThan(20);
    expect(await slipsOf(NEW_MONTH)).toHaveLength(0); // preview stores nothing

    const saved = await upload('POST', '/api/v1/payroll/2026/3', sampleBytes, 'SampleSalarySheet.xlsx');
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ year: 2026, month: 3, slipCount: sampleRows });
    expect(await slipsOf(NEW_MONTH)).toHaveLength(sampleRows);

    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const replaced = await upload(
      'PUT',
      '/api/v1/payroll/2026/3',
      await sheetOf(sheetRow('00000002')),
      'March.xlsx',
    );
    expect(replaced.statusCode).toBe(200);
    const [slip, ...others] = await slipsOf(NEW_MONTH);
    expect(others).toHaveLength(0);
    expect(slip).toMatchObject({
      employeeId: rahul.id,
      employeeName: 'Rahul Mehta',
      departmentName: 'Engineering',
      numberOfLeaves: 1.5,
      basicSalary: 20_000,
      actualSalary: 40_000,
      grossSalary: 36_500.5,
      esiEmployerPart: 1_300,
      esiEmployeePart: 300,
      epfEmployerPart: 2_400,
      epfEmployeePart: 2_400,
      professionalTax: 200,
      leaveDeductionAmount: 1_999.5,
      ifscCode: 'HDFC0000456',
    });
    expect(slip?.accountNumberEncrypted).not.toContain('123456789012');
    expect(testApp.cipher.decrypt(slip?.accountNumberEncrypted ?? '')).toBe('123456789012');

    const months = await get('/api/v1/payroll?year=2026');
    expect(months.json().items.map((month: { monthName: string }) => month.monthName)).toEqual([
      'January',
      'February',
      'March',
    ]);
    expect((await get('/api/v1/payroll/years')).json().items).toContain(2026);
    const stored = await get('/api/v1/payroll/2026/3');
    expect(stored.json().rows[0].cells[4]).toBe('•••• 9012');
    expect(stored.json().fileName).toBe('March.xlsx');
  });

  it('refuses a month that already has payroll with the spec’s 409', async () => {
    const response = await upload('POST', '/api/v1/payroll/2026/1', await sheetOf(sheetRow(2)));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(payrollTexts.alreadyUploaded);
  });

  it('keeps the old slips when a replacement is bad', async () => {
    const before = await slipsOf(SEEDED);
    expect(before.length).toBeGreaterThan(20);
    const bad = await upload(
      'PUT',
      '/api/v1/payroll/2026/1',
      await sheetOf(sheetRow(2), sheetRow(99_999, { 'Sr. No.': 2 })),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'row 3, EmployeeID', message: 'EmployeeID 00099999 is not an employee of your organisation' },
    ]);
    const after = await slipsOf(SEEDED);
    expect(after.map((slip) => slip.id).sort()).toEqual(before.map((slip) => slip.id).sort());
  });

  it('reports missing and unknown columns by name', async () => {
    const header = SALARY_SHEET_COLUMNS.filter((column) => column !== 'Basic');
    const bytes = await workbookOf([
      [...header, 'Bonus'],
      [1, 2],
    ]);
    const response = await upload('POST', '/api/v1/payroll/2026/3', bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'row 1, Bonus', message: 'Unknown column "Bonus" (column 23)' },
      { path: 'row 1, Basic', message: 'Missing column "Basic"' },
    ]);
    expect(await testApp.db.select().from(salarySheets).where(eq(salarySheets.month, 3))).toHaveLength(0);
  });

  it.each([
    ['a PDF renamed to .xlsx', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), payrollTexts.sheetNotXlsx],
    ['text renamed to .xlsx', Buffer.from('EmployeeID,Basic\n2,100\n'), payrollTexts.sheetNotXlsx],
    ['an empty file', Buffer.alloc(0), payrollTexts.sheetEmpty],
    [
      'random bytes after a zip header',
      Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2048, 0x5a)]),
      payrollTexts.sheetUnreadable,
    ],
  ])('refuses %s with a 400 and stores nothing', async (_name, bytes, detail) => {
    const response = await upload('POST', '/api/v1/payroll/2026/3', bytes);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toBe(detail);
    expect(await slipsOf(NEW_MONTH)).toHaveLength(0);
  });

  it('refuses a file of another type by name', async () => {
    const response = await upload('POST', '/api/v1/payroll/2026/3', await sheetOf(sheetRow(2)), 'salary.xls');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(payrollTexts.sheetNotXlsx);
  });

  // RFC 5987 lets a client name the file in any charset: a NUL, or half a character in UTF-16, reached
  // the audit event's jsonb and was a 500. The name is only shown, so it loses them.
  it.each([
    ['a NUL', "filename*=UTF-8''March%00.xlsx", 'March.xlsx'],
    ['half a character (UTF-16)', "filename*=utf-16le''M%00%3D%D8.%00x%00l%00s%00x%00", 'M.xlsx'],
  ])('stores a sheet whose name has %s, without it', async (_, filenameParameter, storedName) => {
    const boundary = '----pulse-payroll-name';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${filenameParameter}\r\n\r\n`,
      ),
      await sheetOf(sheetRow('00000002')),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/payroll/2026/3',
      payload,
      headers: {
        ...SAME_ORIGIN,
        cookie: adminCookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await get('/api/v1/payroll/2026/3')).json().fileName).toBe(storedName);
  });

  it('refuses a sheet over 5 MB', async () => {
    const bytes = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const response = await upload('POST', '/api/v1/payroll/2026/3', bytes);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(payrollTexts.sheetTooLarge);
    expect(await slipsOf(NEW_MONTH)).toHaveLength(0);
  });

  it('uses a formula’s saved result, refuses one without, and keeps = text as text', async () => {
    const good = sheetRow(2, {
      Basic: { formula: 'H3*2', result: 20_000 },
      'Employee Name': '=HYPERLINK("http://evil.test","x")',
    });
    const withResult = await upload('POST', '/api/v1/payroll/2026/3', await sheetOf(good));
    expect(withResult.statusCode).toBe(201);
    const [slip] = await slipsOf(NEW_MONTH);
    expect(slip?.basicSalary).toBe(20_000);
    expect(slip?.employeeName).toBe('=HYPERLINK("http://evil.test","x")');

    const bad = sheetRow(2, { HRA: { formula: 'SUM(A1:A2)' } });
    const response = await upload('POST', '/api/v1/payroll/preview', await sheetOf(bad));
    expect(response.statusCode).toBe(200);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        path: 'row 2, HRA',
        message: 'is a formula (=SUM(A1:A2)) without a saved result',
      }),
    ]);
  });

  it('reports every bad row with its value and stores nothing', async () => {
    const bytes = await sheetOf(
      sheetRow('00000002', { Basic: 'abc' }),
      sheetRow(3, { HRA: -5, 'Sr. No.': 2 }),
      sheetRow('00000404', { 'Sr. No.': 3 }),
      sheetRow(2, { 'Sr. No.': 4 }),
    );
    const response = await upload('POST', '/api/v1/payroll/2026/3', bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(payrollTexts.sheetHasProblems);
    expect(response.json().errors).toEqual([
      { path: 'row 2, Basic', message: 'Basic must be a number of 0 or more, got "abc"' },
      { path: 'row 3, HRA', message: 'HRA must be a number of 0 or more, got -5' },
      { path: 'row 4, EmployeeID', message: 'EmployeeID 00000404 is not an employee of your organisation' },
      { path: 'row 5, EmployeeID', message: 'EmployeeID 00000002 appears again (first in row 2)' },
    ]);
    expect(await slipsOf(NEW_MONTH)).toHaveLength(0);
    expect(await testApp.db.select().from(salarySheets).where(eq(salarySheets.month, 3))).toHaveLength(0);
  });

  it('deletes a month with its slips', async () => {
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/payroll/2026/1',
      headers: { ...SAME_ORIGIN, cookie: adminCookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await slipsOf(SEEDED)).toHaveLength(0);
    expect((await get('/api/v1/payroll/2026/1/exists')).json()).toEqual({ exists: false });
  });
});

describe('salary slips (spec A §2, §3)', () => {
  it('lets an employee read their own slip and PDF, not a colleague’s', async () => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const self = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const colleague = await employeeByEmail('priya.nair@demo.pulse');

    const months = await get('/api/v1/me/salary-slips?year=2026', employee.cookie);
    expect(months.json()).toMatchObject({ year: 2026, items: [1, 2], total: 2 });
    const own = await get(`/api/v1/employees/${self.id}/salary-slips/2026/1`, employee.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      employeeName: 'Rahul Mehta',
      monthName: 'January',
      organizationName: 'Demo Corporation',
      daysInMonth: 31,
      bonus: 0,
      anyAdjustment: 0,
    });
    expect(own.json().workingDays).toBe(31 - own.json().numberOfLeaves);

    const other = await get(`/api/v1/employees/${colleague.id}/salary-slips/2026/1`, employee.cookie);
    expect(other.statusCode).toBe(403);
    const otherPdf = await get(`/api/v1/employees/${colleague.id}/salary-slips/2026/1/pdf`, employee.cookie);
    expect(otherPdf.statusCode).toBe(403);
    const adminReads = await get(`/api/v1/employees/${colleague.id}/salary-slips/2026/1`);
    expect(adminReads.statusCode).toBe(200);

    const pdf = await get('/api/v1/me/salary-slips/2026/1/pdf', employee.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="SalarySheet.pdf"');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfContainsText(pdf.rawPayload, 'Rahul Mehta')).toBe(true);
    expect(pdfContainsText(pdf.rawPayload, 'Demo Corporation')).toBe(true);
  });

  it('answers a month without a slip with the spec’s 404', async () => {
    const response = await get('/api/v1/me/salary-slips/2025/6');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(payrollTexts.slipNotAdded);
    const pdf = await get('/api/v1/me/salary-slips/2025/6/pdf');
    expect(pdf.statusCode).toBe(404);
  });
});

describe('payroll across organisations', () => {
  it('hides the demo’s payroll and slips from another organisation (404) and changes nothing', async () => {
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/organizations',
      headers: SAME_ORIGIN,
      payload: {
        name: 'Wile Coyote',
        organizationName: 'Acme Anvils',
        email: 'wile@acme.test',
        password: 'Anvil#42',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const acmeCookie = `pulse_session=${signUp.cookies.find((cookie) => cookie.name === 'pulse_session')?.value}`;
    const demoEmployee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const slipsBefore = await slipsOf(SEEDED);

    for (const url of [
      `/api/v1/employees/${demoEmployee.id}/salary-slips?year=2026`,
      `/api/v1/employees/${demoEmployee.id}/salary-slips/2026/1`,
      `/api/v1/employees/${demoEmployee.id}/salary-slips/2026/1/pdf`,
      '/api/v1/payroll/2026/1',
    ]) {
      expect((await get(url, acmeCookie)).statusCode, url).toBe(404);
    }
    expect((await get('/api/v1/payroll?year=2026', acmeCookie)).json().items).toEqual([]);
    expect((await get('/api/v1/payroll/2026/1/exists', acmeCookie)).json()).toEqual({ exists: false });
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/payroll/2026/1',
      headers: { ...SAME_ORIGIN, cookie: acmeCookie },
    });
    expect(deleted.statusCode).toBe(404);

    // The demo's employee number 2 is not Acme's: its sheet naming them is refused.
    const response = await upload(
      'POST',
      '/api/v1/payroll/2026/1',
      await sheetOf(sheetRow(2)),
      'x.xlsx',
      acmeCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('row 2, EmployeeID');
    // Acme's own first month is independent of the demo's.
    const acmeOwn = await upload(
      'POST',
      '/api/v1/payroll/2026/1',
      await sheetOf(sheetRow(1)),
      'x.xlsx',
      acmeCookie,
    );
    expect(acmeOwn.statusCode).toBe(201);

    const slipsAfter = await slipsOf(SEEDED);
    expect(slipsAfter.map((slip) => slip.id).sort()).toEqual(slipsBefore.map((slip) => slip.id).sort());
  });

  it('writes sheets the parser reads back unchanged', async () => {
    const bytes = await writeSalarySheet([sheetRow(2) as never]);
    const preview = await upload('POST', '/api/v1/payroll/preview', bytes);
    expect(preview.json().errors).toEqual([]);
    expect(preview.json().rows[0].cells[1]).toBe(2);
  });
});
