import { AUDIT_NO_ACTOR_NAME } from '@pulse/shared/contracts/audit';
import { addDays } from '@pulse/shared/domain/organization-day';
import { SALARY_SHEET_COLUMNS } from '@pulse/shared/domain/salary-slip';
import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, employees } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';
import { MAX_UNTRUSTED_FAILURES } from '../auth/sign-in-throttle';
import { editBodyOf } from '../employees/employees.test-helpers';
import { multipart, workbookOf } from '../payroll/payroll.test-helpers';

// Hardening (audit trail): every security-relevant action, done through the API as a browser does it,
// leaves one record in the organisation's trail: who, about whom, what in one line, what changed, and
// from which address. Never a password, a secret or a salary figure.
const testApp = useTestApp();
const CLIENT = '192.0.2.7';
let adminCookie: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, cookie = adminCookie) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie },
    remoteAddress: CLIENT,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row;
};

// The organisation's records of one action, newest first.
const recorded = (action: string) =>
  testApp.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.organizationId, testApp.demoOrganizationId), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.occurredAt));

const onlyRecord = async (action: string) => {
  const rows = await recorded(action);
  expect(rows, action).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error(`no ${action} record`);
  return row;
};

// The trail takes the database's time, not the test clock's: the days around the real today.
const today = new Date().toISOString().slice(0, 10);
const AROUND_NOW = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;

// What a record says in words and data (its ids and times are random enough to hold any digits).
type Said = { summary: string; details: unknown; actorName: string; subjectName: string | null };
const expectNoneOf = (rows: Said | Said[], secrets: string[]) => {
  const text = JSON.stringify(
    [rows].flat().map(({ summary, details, actorName, subjectName }) => ({
      summary,
      details,
      actorName,
      subjectName,
    })),
  );
  for (const secret of secrets) expect(text).not.toContain(secret);
};

describe('sign-ins and lockouts', () => {
  const signIn = (email: string, password: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { ...SAME_ORIGIN, 'user-agent': 'AuditTest/1.0' },
      remoteAddress: CLIENT,
      payload: { email, password },
    });

  it('records a sign-in by the employee, about the employee', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    expect((await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
    const row = await onlyRecord('sign-in.succeeded');
    expect(row).toMatchObject({
      actorId: rahul.id,
      actorName: 'Rahul Mehta',
      subjectId: rahul.id,
      subjectName: 'Rahul Mehta',
      ipAddress: CLIENT,
      summary: `Signed in as ${DEMO_EMPLOYEE_EMAIL}`,
      details: { email: DEMO_EMPLOYEE_EMAIL, userAgent: 'AuditTest/1.0' },
    });
    expectNoneOf(row, [DEMO_PASSWORD]);
  });

  it('records a failed sign-in with nobody as the actor, and never the password typed', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    expect((await signIn(DEMO_EMPLOYEE_EMAIL, 'Guess#2026')).statusCode).toBe(401);
    const row = await onlyRecord('sign-in.failed');
    expect(row).toMatchObject({
      actorId: null,
      actorName: AUDIT_NO_ACTOR_NAME,
      subjectId: rahul.id,
      subjectName: 'Rahul Mehta',
      ipAddress: CLIENT,
      summary: `Sign-in failed for ${DEMO_EMPLOYEE_EMAIL}`,
    });
    expectNoneOf(row, ['Guess#2026']);
    // The Audit page shows it, with no one to name as the actor.
    const page = (await call('GET', `/api/v1/audit-events?${AROUND_NOW}&action=sign-in.failed`)).json();
    expect(page.items).toEqual([
      expect.objectContaining({ actor: { id: null, name: AUDIT_NO_ACTOR_NAME }, action: 'sign-in.failed' }),
    ]);
  });

  it('records nothing in any organisation for an e-mail nobody has', async () => {
    const before = await testApp.db.select().from(auditEvents);
    expect((await signIn('nobody@nowhere.test', 'Guess#2026')).statusCode).toBe(401);
    expect(await testApp.db.select().from(auditEvents)).toEqual(before);
  });

  it('records a lockout once, when the account is locked', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    for (let failure = 0; failure < MAX_UNTRUSTED_FAILURES; failure++) {
      let response = await signIn(DEMO_EMPLOYEE_EMAIL, 'Guess#2026');
      if (response.statusCode === 429) {
        testApp.clock.advance(Number(response.headers['retry-after']) * 1000);
        response = await signIn(DEMO_EMPLOYEE_EMAIL, 'Guess#2026');
      }
      expect(response.statusCode).toBe(401);
    }
    expect(await recorded('sign-in.locked-out')).toHaveLength(0);
    expect((await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD)).statusCode).toBe(429);
    const row = await onlyRecord('sign-in.locked-out');
    expect(row).toMatchObject({
      actorId: null,
      actorName: AUDIT_NO_ACTOR_NAME,
      subjectId: rahul.id,
      ipAddress: CLIENT,
      summary: `Sign-in to ${DEMO_EMPLOYEE_EMAIL} locked out after too many failed attempts`,
      details: { email: DEMO_EMPLOYEE_EMAIL, reason: 'account-locked' },
    });
    expect(await recorded('sign-in.failed')).toHaveLength(MAX_UNTRUSTED_FAILURES);
    expectNoneOf(row, [DEMO_PASSWORD, 'Guess#2026']);
  });
});

const editBody = async (employeeId: string, overrides: Record<string, unknown> = {}) =>
  editBodyOf((await call('GET', `/api/v1/employees/${employeeId}?view=edit`)).json(), overrides);

describe('people: roles, status, passwords, deletion', () => {
  const update = async (employeeId: string, overrides: Record<string, unknown>) => {
    const response = await call(
      'PUT',
      `/api/v1/employees/${employeeId}`,
      await editBody(employeeId, overrides),
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  it('records a role change, old → new', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await update(rahul.id, { roleId: 1 });
    expect(await onlyRecord('employee.role-changed')).toMatchObject({
      actorName: 'Asha Verma',
      subjectId: rahul.id,
      subjectName: 'Rahul Mehta',
      ipAddress: CLIENT,
      summary: 'Role: Employee → Admin',
      details: { from: 2, to: 1 },
    });
    // A save that changes neither writes neither.
    await update(rahul.id, { name: 'Rahul K. Mehta' });
    expect(await recorded('employee.role-changed')).toHaveLength(1);
    expect(await recorded('employee.status-changed')).toHaveLength(0);
  });

  it('records a status change: deactivated, then relieved', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await update(rahul.id, { isActive: false, relievingDate: '2026-03-02' });
    expect(await onlyRecord('employee.status-changed')).toMatchObject({
      subjectId: rahul.id,
      ipAddress: CLIENT,
      summary: 'Status: Active → Inactive since 02-Mar-2026',
      details: {
        from: { isActive: true, isRelieved: false, relievingDate: null },
        to: { isActive: false, isRelieved: false, relievingDate: '2026-03-02' },
      },
    });
    await update(rahul.id, { isRelieved: true, relievingDate: '2026-03-02' });
    expect((await recorded('employee.status-changed'))[0]?.summary).toBe(
      'Status: Inactive since 02-Mar-2026 → Relieved on 02-Mar-2026',
    );
  });

  it('records a password set by an administrator, without the password or the other secrets sent', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await update(rahul.id, {
      password: 'Fresh#2026',
      officialEmailPassword: 'mail-secret-42',
      bankAccountNumber: '998877665544',
    });
    const row = await onlyRecord('employee.password-changed');
    expect(row).toMatchObject({
      actorName: 'Asha Verma',
      subjectId: rahul.id,
      ipAddress: CLIENT,
      summary: 'Password changed by an administrator',
      details: {},
    });
    const everything = await testApp.db.select().from(auditEvents);
    expectNoneOf(everything, ['Fresh#2026', 'mail-secret-42', '998877665544']);
  });

  it('records a deletion, and the employee’s records keep their name', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const aboutRahulBefore = await testApp.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, rahul.id));
    expect(aboutRahulBefore.length).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/v1/employees/${rahul.id}`)).statusCode).toBe(204);
    expect(await onlyRecord('employee.deleted')).toMatchObject({
      actorName: 'Asha Verma',
      subjectId: rahul.id,
      subjectName: 'Rahul Mehta',
      ipAddress: CLIENT,
      summary: `Deleted Rahul Mehta (${rahul.employeeCode})`,
      details: { employeeCode: rahul.employeeCode, officialEmail: DEMO_EMPLOYEE_EMAIL },
    });
    const aboutRahulAfter = await testApp.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, rahul.id));
    expect(aboutRahulAfter).toEqual(expect.arrayContaining(aboutRahulBefore));
  });

  it('records nothing when the change is refused', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    expect((await call('DELETE', `/api/v1/employees/${admin.id}`)).statusCode).toBe(409);
    expect(await recorded('employee.deleted')).toHaveLength(0);
  });
});

describe('payroll', () => {
  // One slip for Rahul (employee number 2), with figures the records must never carry.
  const sheet = () =>
    workbookOf([
      [...SALARY_SHEET_COLUMNS],
      SALARY_SHEET_COLUMNS.map((column) => {
        const cells: Record<string, unknown> = {
          'Sr. No.': 1,
          EmployeeID: '00000002',
          'Employee Name': 'Rahul Mehta',
          'Gross Salary': 36_517.5,
          'Account No': '123456789012',
          'IFSC Code': 'HDFC0000456',
          'Actual Salary': 40_013,
          Basic: 20_011,
          HRA: 8_000,
          GA: 4_000,
          'Other Allowance': 8_002,
          'Number of Leaves': 1.5,
          'Night Shift Allowance (+)': 0,
          'Professional Tax': 200,
          'TDS/Adj (-)': 0,
          'ESI (3.25%)': 1_300,
          'ESI (.75%)': 300,
          'PF (Employer Con) - 12%': 2_400,
          'PF (Employee Con) - 12%': 2_400,
          Emails: DEMO_EMPLOYEE_EMAIL,
          Department: 'Engineering',
          Designation: 'Software Engineer',
          'Leaves Deduction (Amt)': 1_999.5,
        };
        return cells[column] as never;
      }),
    ]);
  const upload = async (method: 'POST' | 'PUT', fileName: string) => {
    const { payload, headers } = multipart(await sheet(), fileName);
    return testApp.app.inject({
      method,
      url: '/api/v1/payroll/2026/3',
      payload,
      headers: { ...headers, cookie: adminCookie },
      remoteAddress: CLIENT,
    });
  };

  it('records an upload, a replacement and a deletion by month and file, never a figure', async () => {
    expect((await upload('POST', 'March.xlsx')).statusCode).toBe(201);
    expect(await onlyRecord('payroll.uploaded')).toMatchObject({
      actorName: 'Asha Verma',
      subjectId: null,
      ipAddress: CLIENT,
      summary: 'Uploaded the salary sheet of March 2026 (March.xlsx, slips: 1)',
      details: { year: 2026, month: 3, fileName: 'March.xlsx', slipCount: 1 },
    });

    expect((await upload('PUT', 'March-fixed.xlsx')).statusCode).toBe(200);
    expect(await onlyRecord('payroll.replaced')).toMatchObject({
      summary: 'Replaced the salary sheet of March 2026 (March-fixed.xlsx, slips: 1)',
      details: { fileName: 'March-fixed.xlsx', previousFileName: 'March.xlsx' },
    });

    expect((await call('DELETE', '/api/v1/payroll/2026/3')).statusCode).toBe(204);
    expect(await onlyRecord('payroll.deleted')).toMatchObject({
      ipAddress: CLIENT,
      summary: 'Deleted the salary sheet of March 2026 (March-fixed.xlsx)',
      details: { year: 2026, month: 3, fileName: 'March-fixed.xlsx' },
    });

    const payrollRecords = await testApp.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.organizationId, testApp.demoOrganizationId));
    expectNoneOf(payrollRecords, ['36517', '40013', '20011', '8002', '123456789012']);
  });

  it('records no upload when the sheet is refused', async () => {
    const { payload, headers } = multipart(Buffer.from('not a workbook'), 'March.xlsx');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/payroll/2026/3',
      payload,
      headers: { ...headers, cookie: adminCookie },
    });
    expect(response.statusCode).toBe(400);
    expect(await recorded('payroll.uploaded')).toHaveLength(0);
  });
});

describe('settings', () => {
  it('records an organisation settings change, old → new, and nothing for a save that changes nothing', async () => {
    const response = await call('PATCH', '/api/v1/organization/settings', {
      isShiftsEnabled: true,
      currency: 'USD',
    });
    expect(response.statusCode).toBe(200);
    const row = await onlyRecord('organization-settings.changed');
    expect(row).toMatchObject({
      actorName: 'Asha Verma',
      ipAddress: CLIENT,
      summary: 'Shifts: Off → On; Currency: INR → USD',
      details: {
        changes: { isShiftsEnabled: { from: false, to: true }, currency: { from: 'INR', to: 'USD' } },
      },
    });
    await call('PATCH', '/api/v1/organization/settings', { isShiftsEnabled: true });
    expect(await recorded('organization-settings.changed')).toHaveLength(1);
  });

  it('records a department added, renamed and deleted', async () => {
    const added = await call('POST', '/api/v1/departments', { name: 'Audit Desk' });
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    expect(await onlyRecord('master-data.changed')).toMatchObject({
      actorName: 'Asha Verma',
      ipAddress: CLIENT,
      summary: 'Added the department “Audit Desk”',
      details: { list: 'departments', id, after: { id, name: 'Audit Desk' } },
    });

    expect((await call('PUT', `/api/v1/departments/${id}`, { name: 'Audit Office' })).statusCode).toBe(200);
    expect((await recorded('master-data.changed'))[0]).toMatchObject({
      summary: 'Changed the department “Audit Desk” → “Audit Office”',
      details: { before: { name: 'Audit Desk' }, after: { name: 'Audit Office' } },
    });

    expect((await call('DELETE', `/api/v1/departments/${id}`)).statusCode).toBe(204);
    expect((await recorded('master-data.changed'))[0]).toMatchObject({
      summary: 'Deleted the department “Audit Office”',
      details: { list: 'departments', id, before: { name: 'Audit Office' } },
    });
    expect(await recorded('master-data.changed')).toHaveLength(3);
  });

  it.each([
    [
      'bank',
      '/api/v1/banks',
      { name: 'Audit Bank', branch: 'Fort', ifsc: 'AUDT0000001' },
      'Audit Bank, Fort',
    ],
    ['designation', '/api/v1/designations', { name: 'Auditor' }, 'Auditor'],
    ['shift', '/api/v1/shifts', { name: 'Audit Shift', startTime: '06:00' }, 'Audit Shift 06:00–05:59'],
  ])('records a %s added', async (noun, url, body, label) => {
    const response = await call('POST', url, body);
    expect(response.statusCode).toBe(201);
    expect(await onlyRecord('master-data.changed')).toMatchObject({
      summary: `Added the ${noun} “${label}”`,
      details: { after: response.json() },
    });
  });

  it('records leave settings added and changed, and nothing for a refused duplicate', async () => {
    const added = await call('POST', '/api/v1/leave-settings', { year: 2031, numberOfLeaves: 18 });
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    expect(await onlyRecord('leave-settings.changed')).toMatchObject({
      summary: 'Added the leave setting “2031: 18 leaves”',
    });
    expect(
      (await call('POST', '/api/v1/leave-settings', { year: 2031, numberOfLeaves: 20 })).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `/api/v1/leave-settings/${id}`, { year: 2031, numberOfLeaves: 21 })).statusCode,
    ).toBe(200);
    const rows = await recorded('leave-settings.changed');
    expect(rows.map((row) => row.summary)).toEqual([
      'Changed the leave setting “2031: 18 leaves” → “2031: 21 leaves”',
      'Added the leave setting “2031: 18 leaves”',
    ]);
  });
});

describe('the Audit page’s filters', () => {
  it('filters by who acted, and lists everyone who did', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    await call('PATCH', '/api/v1/organization/settings', { isLogOffIncludedInIdle: true });
    const page = (await call('GET', `/api/v1/audit-events?${AROUND_NOW}&actorId=${admin.id}`)).json();
    expect(page.actors).toEqual([{ id: admin.id, name: 'Asha Verma' }]);
    expect(page.items.map((item: { action: string }) => item.action)).toEqual([
      'organization-settings.changed',
    ]);
    expect(page.items[0].summary).toBe('Include Log Off In Idle: Off → On');
  });
});
