import { appraisalTexts, employeePulseTexts, employeeTexts, trackerTexts } from '@pulse/shared/spec-texts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appraisals,
  auditEvents,
  departments,
  employees,
  organizations,
  sessions,
  trackerDevices,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import {
  SAME_ORIGIN,
  sessionFor,
  signInAs,
  signUpOtherOrganization,
  useTestApp,
} from '../../test-support/test-app';
import { editBodyOf } from './employees.test-helpers';

const testApp = useTestApp();
let adminCookie: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, cookie = adminCookie) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const sessionIdsOf = async (employeeId: string) =>
  (
    await testApp.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.employeeId, employeeId))
  ).map((row) => row.id);

const demoEmployee = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no demo employee ${email}`);
  return row;
};

const formOptions = async () => (await call('GET', '/api/v1/employees/form-options')).json();

const newEmployee = async (overrides: Record<string, unknown> = {}) => {
  const options = await formOptions();
  return {
    joiningDate: '2026-01-05',
    isRelieved: false,
    isActive: true,
    relievingDate: '',
    name: 'Zara Sheikh',
    fatherName: 'Imtiaz Sheikh',
    dateOfBirth: '1994-07-21',
    bloodGroup: 'B+',
    contactNumber1: '+91 9000000001',
    contactNumber2: '',
    personalEmail: 'zara@example.com',
    skypeId: '',
    correspondenceAddress: '1 Lake Road, Pune',
    permanentAddress: '',
    departmentId: options.departments[1].id,
    designationId: options.designations[1].id,
    shiftId: options.shifts[0].id,
    bankId: options.banks[0].id,
    ifscCode: 'SBIN0001234',
    bankAccountNumber: '123456789012',
    panNumber: 'ABCPZ1234K',
    aadhaarNumber: '987654321096',
    officialEmail: 'Zara.Sheikh@demo.pulse',
    officialEmailPassword: 'mail-secret',
    roleId: 2,
    password: 'Zara@2026',
    ...overrides,
  };
};

describe('employees list', () => {
  it('lists active employees with the configured columns, a page at a time', async () => {
    const response = await call('GET', '/api/v1/employees?pageSize=10');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.total).toBe(25); // 27 demo employees, two have left
    expect(list.items).toHaveLength(10);
    expect(list.columns.map((column: { columnKey: string }) => column.columnKey)).toEqual([
      'name',
      'employeeCode',
      'designation',
      'department',
      'officialEmail',
      'contactNumber',
      'birthday',
    ]);
    const first = list.items[0];
    expect(first.name).toBe('Aditya Joshi'); // sorted by name, A-Z
    // YYYY-MM-DD like every date in the API; the web shows it as the spec does.
    expect(first.values.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.leaves.taken).toBe(0);
    expect(JSON.stringify(list)).not.toMatch(/Encrypted|passwordHash|•/);

    const second = (await call('GET', '/api/v1/employees?pageSize=10&page=3')).json();
    expect(second.items).toHaveLength(5);
    expect(second.total).toBe(25);
    const beyond = (await call('GET', '/api/v1/employees?pageSize=10&page=9')).json();
    expect(beyond).toMatchObject({ items: [], total: 25 });
  });

  it('searches the first column by default, case-insensitively, and any chosen column', async () => {
    const byName = (await call('GET', '/api/v1/employees?search=KAPOOR')).json();
    expect(byName.items.map((item: { name: string }) => item.name)).toEqual(['Neha Kapoor']);

    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const [year, month, day] = (rahul.dateOfBirth ?? '').split('-');
    const byBirthday = (
      await call('GET', `/api/v1/employees?searchBy=birthday&search=${day}-${month}-${year}`)
    ).json();
    expect(byBirthday.items.map((item: { name: string }) => item.name)).toContain('Rahul Mehta');

    const byDepartment = (await call('GET', '/api/v1/employees?searchBy=department&search=design')).json();
    expect(
      byDepartment.items.every(
        (item: { values: { department: string } }) => item.values.department === 'Design',
      ),
    ).toBe(true);
    expect(byDepartment.total).toBeGreaterThan(0);

    // LIKE wildcards are matched literally.
    const wildcard = (await call('GET', '/api/v1/employees?search=%25')).json();
    expect(wildcard.total).toBe(0);
  });

  it('sorts by a column in either direction and shows the inactive set on request', async () => {
    const descending = (await call('GET', '/api/v1/employees?sortBy=name&order=desc&pageSize=3')).json();
    expect(descending.items.map((item: { name: string }) => item.name)).toEqual([
      'Vikram Singh',
      'Tanvi Kulkarni',
      'Sneha Iyer',
    ]);
    const byCode = (await call('GET', '/api/v1/employees?sortBy=employeeCode&pageSize=1')).json();
    expect(byCode.items[0].employeeCode).toBe('DEMO-EMP-1-00000001');

    const inactive = (await call('GET', '/api/v1/employees?isActive=false')).json();
    expect(inactive.items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Gaurav Mishra',
      'Simran Kaur',
    ]);
    expect(inactive.items.every((item: { leaves: { total: number } }) => item.leaves.total === 0)).toBe(true);
  });

  it('computes the leave total from the entitlement rule', async () => {
    const list = (await call('GET', '/api/v1/employees?search=Asha')).json();
    // Joined four years ago: the whole yearly number of this year's setting (20).
    expect(list.items[0].leaves).toEqual({ total: 20, taken: 0 });
  });

  it('rejects an unknown column and refuses employees (role 2)', async () => {
    expect((await call('GET', '/api/v1/employees?sortBy=salary')).statusCode).toBe(400);
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    expect((await call('GET', '/api/v1/employees', undefined, employeeCookie)).statusCode).toBe(403);
  });
});

describe('form options and e-mail availability', () => {
  it('lists the organisation’s master data, the roles and the next number', async () => {
    const options = await formOptions();
    expect(options.departments).toHaveLength(5);
    expect(options.designations).toHaveLength(6);
    expect(options.shifts).toHaveLength(2);
    expect(options.banks).toHaveLength(3);
    expect(options.roles).toEqual([
      { roleId: 1, name: 'Admin' },
      { roleId: 2, name: 'Employee' },
    ]);
    expect(options).toMatchObject({ organizationName: 'Demo Corporation', nextEmployeeNumber: 28 });
  });

  it('answers whether an e-mail is free; the edited employee keeps its own', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const check = async (query: string) =>
      (await call('GET', `/api/v1/employees/email-available?${query}`)).json();
    expect(await check('email=Employee@Demo.Pulse')).toEqual({ isAvailable: false });
    expect(await check(`email=employee@demo.pulse&exceptEmployeeId=${rahul.id}`)).toEqual({
      isAvailable: true,
    });
    expect(await check('email=new.person@demo.pulse')).toEqual({ isAvailable: true });
  });
});

describe('adding an employee', () => {
  it('answers the spec’s messages for missing fields and writes nothing', async () => {
    const response = await call('POST', '/api/v1/employees', {
      ...(await newEmployee()),
      joiningDate: '',
      dateOfBirth: '',
      name: '',
      fatherName: '',
      officialEmail: '',
      password: '',
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        employeeTexts.joiningDateRequired,
        employeeTexts.dateOfBirthRequired,
        employeeTexts.nameRequired,
        employeeTexts.fatherNameRequired,
        employeeTexts.officialEmailRequired,
        employeeTexts.trackerPasswordRequired,
      ]),
    );
    const invalid = await call('POST', '/api/v1/employees', {
      ...(await newEmployee()),
      officialEmail: 'not-an-email',
      password: 'abc',
    });
    const invalidMessages = invalid.json().errors.map((error: { message: string }) => error.message);
    expect(invalidMessages).toEqual(
      expect.arrayContaining([employeeTexts.officialEmailInvalid, employeeTexts.trackerPasswordRule]),
    );
    expect(await testApp.db.select().from(employees)).toHaveLength(27);
  });

  it('stores the employee with its code, a password hash and encrypted numbers; they can sign in', async () => {
    const body = await newEmployee();
    const response = await call('POST', '/api/v1/employees', body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      employeeNumber: 28,
      employeeCode: 'DEMO-EMP-2-00000028',
      officialEmail: 'zara.sheikh@demo.pulse',
      bankAccountNumber: '123456789012',
      hasOfficialEmailPassword: true,
      departmentName: 'Engineering',
    });
    expect(created).not.toHaveProperty('officialEmailPassword');
    const stored = await demoEmployee('zara.sheikh@demo.pulse');
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.panNumberEncrypted).not.toContain('ABCPZ1234K');
    expect(testApp.cipher.decrypt(stored.panNumberEncrypted ?? '')).toBe('ABCPZ1234K');
    expect(testApp.cipher.decrypt(stored.officialEmailPasswordEncrypted ?? '')).toBe('mail-secret');
    await expect(signInAs(testApp, 'zara.sheikh@demo.pulse', 'Zara@2026')).resolves.toBeDefined();
  });

  it('refuses malformed contact, PAN, IFSC and Aadhaar numbers with plain messages and writes nothing', async () => {
    const response = await call(
      'POST',
      '/api/v1/employees',
      await newEmployee({
        contactNumber1: 'abc<>!!',
        panNumber: 'not a pan',
        ifscCode: 'bad ifsc!!',
        aadhaarNumber: '987654321098',
        name: 'x'.repeat(600),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'contactNumber1', message: employeePulseTexts.contactNumberInvalid },
        { path: 'panNumber', message: employeePulseTexts.panInvalid },
        { path: 'ifscCode', message: employeePulseTexts.ifscInvalid },
        { path: 'aadhaarNumber', message: employeePulseTexts.aadhaarInvalid },
        { path: 'name', message: 'Can be at most 200 characters long.' },
      ]),
    );
    expect(await testApp.db.select().from(employees)).toHaveLength(27);
  });

  it('answers 404, not a validation error, for an id that is not one', async () => {
    for (const path of ['/api/v1/employees/does-not-exist', '/api/v1/banks/nope']) {
      const response = await call('GET', path);
      expect(response.statusCode).toBe(404);
      expect(JSON.stringify(response.json())).not.toMatch(/UUID/i);
    }
  });

  it('refuses an e-mail already in use anywhere in the system', async () => {
    const response = await call(
      'POST',
      '/api/v1/employees',
      await newEmployee({ officialEmail: 'EMPLOYEE@demo.pulse' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      detail: employeeTexts.officialEmailTaken,
      errors: [{ path: 'officialEmail', message: employeeTexts.officialEmailTaken }],
    });
  });

  it('refuses another organisation’s department and stores a new inactive one as relieved today', async () => {
    await signUpOtherOrganization(testApp);
    const foreignDepartments = await testApp.db.select().from(departments);
    const foreign = foreignDepartments.find(
      (department) => department.organizationId !== testApp.demoOrganizationId,
    );
    expect(foreign).toBeDefined();
    const refused = await call('POST', '/api/v1/employees', await newEmployee({ departmentId: foreign?.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(employeePulseTexts.optionNotFound);

    const inactive = await call('POST', '/api/v1/employees', await newEmployee({ isActive: false }));
    // The test clock is 2026-03-02 09:00 UTC, already 2 March in Asia/Kolkata.
    expect(inactive.json()).toMatchObject({ isActive: false, relievingDate: '2026-03-02' });
  });
});

describe('one employee', () => {
  it('shows personal numbers masked, in full only for the edit form', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const shown = (await call('GET', `/api/v1/employees/${rahul.id}`)).json();
    expect(shown.bankAccountNumber).toMatch(/^•••• \d{4}$/);
    expect(shown.areNumbersMasked).toBe(true);
    expect(shown).not.toHaveProperty('officialEmailPassword');
    const edit = (await call('GET', `/api/v1/employees/${rahul.id}?view=edit`)).json();
    expect(edit.bankAccountNumber).toMatch(/^\d{12}$/);
    expect(edit.panNumber).toBe(testApp.cipher.decrypt(rahul.panNumberEncrypted ?? ''));
  });

  it('My Profile shows the signed-in employee’s own record, masked', async () => {
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    const response = await call('GET', '/api/v1/me/profile', undefined, employeeCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Rahul Mehta', areNumbersMasked: true });
    expect(response.json().aadhaarNumber).toMatch(/^•••• /);
  });

  it('answers 404 for another organisation’s employee on every route and changes nothing', async () => {
    const { cookie: otherCookie } = await signUpOtherOrganization(testApp);
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const rahulAppraisals = await testApp.db
      .select()
      .from(appraisals)
      .where(eq(appraisals.employeeId, rahul.id));
    const [appraisal] = rahulAppraisals;
    const body = await newEmployee();
    const appraisalBody = {
      currentDesignation: 'A',
      newDesignation: 'B',
      currentSalary: '1',
      newSalary: '2',
      appraisalDate: '2030-01-01',
    };
    const attempts: [Method, string, unknown?][] = [
      ['GET', `/api/v1/employees/${rahul.id}`],
      ['PUT', `/api/v1/employees/${rahul.id}`, { ...body, password: '' }],
      ['DELETE', `/api/v1/employees/${rahul.id}`],
      ['GET', `/api/v1/employees/${rahul.id}/appraisals`],
      ['POST', `/api/v1/employees/${rahul.id}/appraisals`, appraisalBody],
      ['PUT', `/api/v1/employees/${rahul.id}/appraisals/${appraisal?.id}`, appraisalBody],
      ['DELETE', `/api/v1/employees/${rahul.id}/appraisals/${appraisal?.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, payload, otherCookie);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await demoEmployee(DEMO_EMPLOYEE_EMAIL)).toEqual(rahul);
    expect(await testApp.db.select().from(appraisals).where(eq(appraisals.employeeId, rahul.id))).toEqual(
      rahulAppraisals,
    );
  });
});

const editBody = async (employeeId: string, overrides: Record<string, unknown> = {}) =>
  editBodyOf((await call('GET', `/api/v1/employees/${employeeId}?view=edit`)).json(), overrides);

describe('updating an employee', () => {
  it('rebuilds the code when the department changes and keeps the password and numbers left empty', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const options = await formOptions();
    const sales = options.departments.find((department: { name: string }) => department.name === 'Sales');
    const response = await call(
      'PUT',
      `/api/v1/employees/${rahul.id}`,
      await editBody(rahul.id, { departmentId: sales.id, name: 'Rahul K. Mehta' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employeeCode: 'DEMO-EMP-4-00000002', name: 'Rahul K. Mehta' });
    const stored = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    expect(stored.passwordHash).toBe(rahul.passwordHash);
    expect(stored.bankAccountNumberEncrypted).toBe(rahul.bankAccountNumberEncrypted);
    await expect(sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).resolves.toBeDefined();

    await call(
      'PUT',
      `/api/v1/employees/${rahul.id}`,
      await editBody(rahul.id, { password: 'New@Pass1', panNumber: 'ZZZPZ9999Z' }),
    );
    const changed = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    expect(changed.passwordHash).not.toBe(rahul.passwordHash);
    expect(testApp.cipher.decrypt(changed.panNumberEncrypted ?? '')).toBe('ZZZPZ9999Z');
    await expect(signInAs(testApp, DEMO_EMPLOYEE_EMAIL, 'New@Pass1')).resolves.toBeDefined();
  });

  it('deactivating fills the relieving date and ends the sessions; re-activating clears it', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    const openSessions = await sessionIdsOf(rahul.id);
    const deactivated = await call(
      'PUT',
      `/api/v1/employees/${rahul.id}`,
      await editBody(rahul.id, { isRelieved: true }),
    );
    expect(deactivated.json()).toMatchObject({
      isActive: false,
      isRelieved: true,
      relievingDate: '2026-03-02',
    });
    expect(await testApp.db.select().from(sessions).where(eq(sessions.employeeId, rahul.id))).toHaveLength(0);
    // Their live connections (the bell) close with the sessions.
    expect(testApp.realtime.disconnectedSessions).toEqual(openSessions);
    expect((await call('GET', '/api/v1/me', undefined, employeeCookie)).statusCode).toBe(401);

    const reactivated = await call(
      'PUT',
      `/api/v1/employees/${rahul.id}`,
      await editBody(rahul.id, { isActive: true, isRelieved: false }),
    );
    expect(reactivated.json()).toMatchObject({ isActive: true, isRelieved: false, relievingDate: null });
  });

  it('refuses another employee’s e-mail and an administrator locking themself out', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const taken = await call(
      'PUT',
      `/api/v1/employees/${rahul.id}`,
      await editBody(rahul.id, { officialEmail: DEMO_ADMIN_EMAIL }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(employeeTexts.officialEmailTaken);

    const asha = await demoEmployee(DEMO_ADMIN_EMAIL);
    const demote = await call('PUT', `/api/v1/employees/${asha.id}`, await editBody(asha.id, { roleId: 2 }));
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe(employeePulseTexts.cannotDemoteSelf);
    expect((await demoEmployee(DEMO_ADMIN_EMAIL)).roleId).toBe(1);
  });
});

// Hardening (sign-in lockout): a password set by an administrator ends what the old one opened.
describe('changing a password', () => {
  const trackerTokenOf = async (email: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/sign-in',
      payload: { email, password: DEMO_PASSWORD, deviceName: 'LAPTOP-7', platform: 'linux' },
    });
    if (response.statusCode !== 200) throw new Error(`tracker sign-in failed: ${response.body}`);
    return response.json().deviceToken as string;
  };
  const trackerConfig = (token: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/v1/tracker/config',
      headers: { authorization: `Bearer ${token}` },
    });
  const me = (cookie: string) => call('GET', '/api/v1/me', undefined, cookie);

  it("ends the employee's sessions and trackers; the administrator's session stays", async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const browsers = [
      await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL),
      await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL),
    ];
    const tracker = await trackerTokenOf(DEMO_EMPLOYEE_EMAIL);
    const openSessions = await sessionIdsOf(rahul.id);
    expect((await trackerConfig(tracker)).statusCode).toBe(200);

    const changed = await call(
      'PUT',
      `/api/v1/employees/${rahul.id}`,
      await editBody(rahul.id, { password: 'New@Pass1' }),
    );
    expect(changed.statusCode).toBe(200);
    for (const browser of browsers) expect((await me(browser.cookie)).statusCode).toBe(401);
    expect(await sessionIdsOf(rahul.id)).toEqual([]);
    expect(testApp.realtime.disconnectedSessions.sort()).toEqual(openSessions.sort());
    const refused = await trackerConfig(tracker);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe(trackerTexts.deviceUnauthenticated);
    const [device] = await testApp.db
      .select()
      .from(trackerDevices)
      .where(eq(trackerDevices.employeeId, rahul.id));
    expect(device?.revokedAt).toEqual(testApp.clock.now());
    expect((await me(adminCookie)).statusCode).toBe(200);
  });

  it('keeps the session an administrator changes their own password from, and ends their others', async () => {
    const asha = await demoEmployee(DEMO_ADMIN_EMAIL);
    const otherBrowser = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const tracker = await trackerTokenOf(DEMO_ADMIN_EMAIL);

    const changed = await call(
      'PUT',
      `/api/v1/employees/${asha.id}`,
      await editBody(asha.id, { password: 'New@Pass1' }),
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(adminCookie)).statusCode).toBe(200);
    expect((await me(otherBrowser.cookie)).statusCode).toBe(401);
    expect((await trackerConfig(tracker)).statusCode).toBe(401);
  });

  it('leaves sessions and trackers alone when the password is left empty', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const browser = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const tracker = await trackerTokenOf(DEMO_EMPLOYEE_EMAIL);

    const changed = await call(
      'PUT',
      `/api/v1/employees/${rahul.id}`,
      await editBody(rahul.id, { name: 'Rahul K. Mehta' }),
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(browser.cookie)).statusCode).toBe(200);
    expect((await trackerConfig(tracker)).statusCode).toBe(200);
  });
});

describe('deleting an employee', () => {
  it('soft-deletes: the row stays, the list and sign-in lose them, their sessions end', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const openSessions = await sessionIdsOf(rahul.id);
    const response = await call('DELETE', `/api/v1/employees/${rahul.id}`);
    expect(response.statusCode).toBe(204);
    expect(testApp.realtime.disconnectedSessions).toEqual(openSessions);
    const stored = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    expect(stored.deletedAt).not.toBeNull();
    expect(await testApp.db.select().from(sessions).where(eq(sessions.employeeId, rahul.id))).toHaveLength(0);
    await expect(signInAs(testApp, DEMO_EMPLOYEE_EMAIL)).rejects.toThrow(/sign-in failed/);
    for (const isActive of ['true', 'false']) {
      const list = (await call('GET', `/api/v1/employees?isActive=${isActive}&search=Rahul`)).json();
      expect(list.total).toBe(0);
    }
    expect((await call('GET', `/api/v1/employees/${rahul.id}`)).statusCode).toBe(404);
  });

  it('gives a deleted employee’s e-mail to a new employee, who signs in; a second live one is refused', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    expect((await call('DELETE', `/api/v1/employees/${rahul.id}`)).statusCode).toBe(204);
    const available = await call('GET', `/api/v1/employees/email-available?email=${DEMO_EMPLOYEE_EMAIL}`);
    expect(available.json()).toEqual({ isAvailable: true });

    const again = await call(
      'POST',
      '/api/v1/employees',
      await newEmployee({ officialEmail: DEMO_EMPLOYEE_EMAIL }),
    );
    expect(again.statusCode).toBe(201);
    await expect(signInAs(testApp, DEMO_EMPLOYEE_EMAIL, 'Zara@2026')).resolves.toBeDefined();
    const holders = await testApp.db
      .select()
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    expect(holders.map((holder) => holder.deletedAt === null).sort()).toEqual([false, true]);

    const duplicate = await call(
      'POST',
      '/api/v1/employees',
      await newEmployee({ officialEmail: DEMO_EMPLOYEE_EMAIL }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe(employeeTexts.officialEmailTaken);
  });

  it('refuses deleting yourself', async () => {
    const asha = await demoEmployee(DEMO_ADMIN_EMAIL);
    const response = await call('DELETE', `/api/v1/employees/${asha.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(employeePulseTexts.cannotDeleteSelf);
    expect((await demoEmployee(DEMO_ADMIN_EMAIL)).deletedAt).toBeNull();
  });
});

describe('appraisals', () => {
  const appraisalsOf = async (employeeId: string) =>
    testApp.db
      .select()
      .from(appraisals)
      .where(
        and(eq(appraisals.organizationId, testApp.demoOrganizationId), eq(appraisals.employeeId, employeeId)),
      )
      .orderBy(appraisals.appraisalDate);

  it('lists them for administrators and for the employee themself only', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const priya = await demoEmployee('priya.nair@demo.pulse');
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    const own = await call('GET', `/api/v1/employees/${rahul.id}/appraisals`, undefined, employeeCookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().items.length).toBeGreaterThan(0);
    expect(
      (await call('GET', `/api/v1/employees/${priya.id}/appraisals`, undefined, employeeCookie)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/v1/employees/${priya.id}/appraisals`)).json().items.length,
    ).toBeGreaterThan(0);
  });

  it('adds one after the latest with the locked current values, and refuses the rules’ violations', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const history = await appraisalsOf(rahul.id);
    const latest = history.at(-1);
    if (!latest) throw new Error('the demo gives Rahul appraisals');
    const valid = {
      currentDesignation: latest.newDesignation,
      newDesignation: 'Team Lead',
      currentSalary: String(latest.newSalary),
      newSalary: '150000',
      appraisalDate: '2026-04-01',
    };
    const url = `/api/v1/employees/${rahul.id}/appraisals`;

    const sameDate = await call('POST', url, { ...valid, appraisalDate: latest.appraisalDate });
    expect(sameDate.statusCode).toBe(400);
    expect(sameDate.json().detail).toBe(appraisalTexts.dateNotLater);

    const words = await call('POST', url, { ...valid, newSalary: 'a lot' });
    expect(words.json().errors[0].message).toBe(appraisalTexts.salaryNotNumeric);

    const missing = await call('POST', url, { ...valid, newDesignation: '' });
    expect(missing.json().errors[0].message).toBe(appraisalTexts.newDesignationRequired);

    const unlocked = await call('POST', url, { ...valid, currentSalary: '1' });
    expect(unlocked.json().detail).toBe(employeePulseTexts.appraisalCurrentLocked);
    expect(await appraisalsOf(rahul.id)).toHaveLength(history.length);

    const created = await call('POST', url, valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ newDesignation: 'Team Lead', newSalary: 150000 });

    const edited = await call('PUT', `${url}/${created.json().id}`, { ...valid, newSalary: '155000.50' });
    expect(edited.json().newSalary).toBe(155000.5);
    expect((await call('DELETE', `${url}/${created.json().id}`)).statusCode).toBe(204);
    expect(await appraisalsOf(rahul.id)).toHaveLength(history.length);
  });

  it('refuses changes on the administrator’s own record and from employees', async () => {
    const asha = await demoEmployee(DEMO_ADMIN_EMAIL);
    const body = {
      currentDesignation: 'Director',
      newDesignation: 'Managing Director',
      currentSalary: '200000',
      newSalary: '250000',
      appraisalDate: '2026-04-01',
    };
    const own = await call('POST', `/api/v1/employees/${asha.id}/appraisals`, body);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(employeePulseTexts.appraisalOwnRecord);
    const priya = await demoEmployee('priya.nair@demo.pulse');
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    const byEmployee = await call('POST', `/api/v1/employees/${priya.id}/appraisals`, body, employeeCookie);
    expect(byEmployee.statusCode).toBe(403);
  });
});

describe('screenshot mode (spec A §1: regular or blurred per employee, else the organisation default)', () => {
  it('adds employees on the organisation default unless told, and stores a mode when chosen', async () => {
    // The shared helper's body has no screenshotMode: what a client that leaves it out sends.
    const byDefault = await call('POST', '/api/v1/employees', await newEmployee());
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.json().screenshotMode).toBeNull();
    expect((await demoEmployee('zara.sheikh@demo.pulse')).screenshotMode).toBeNull();

    const blurred = await call(
      'POST',
      '/api/v1/employees',
      await newEmployee({ officialEmail: 'omar@demo.pulse', screenshotMode: 'blurred' }),
    );
    expect(blurred.statusCode).toBe(201);
    expect(blurred.json().screenshotMode).toBe('blurred');
    expect((await demoEmployee('omar@demo.pulse')).screenshotMode).toBe('blurred');
  });

  it('updates it, shows it on the detail and My Profile, keeps it when left out, refuses unknown modes', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    expect(rahul.screenshotMode).toBeNull();
    const url = `/api/v1/employees/${rahul.id}`;
    const updated = await call('PUT', url, await editBody(rahul.id, { screenshotMode: 'blurred' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().screenshotMode).toBe('blurred');
    expect((await call('GET', url)).json().screenshotMode).toBe('blurred');
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    const profile = await call('GET', '/api/v1/me/profile', undefined, employeeCookie);
    expect(profile.json().screenshotMode).toBe('blurred');

    // An older client that does not know the field must not reset it.
    const withoutMode = await editBody(rahul.id, { name: 'Rahul Mehta' });
    expect(withoutMode).not.toHaveProperty('screenshotMode');
    expect((await call('PUT', url, withoutMode)).statusCode).toBe(200);
    expect((await demoEmployee(DEMO_EMPLOYEE_EMAIL)).screenshotMode).toBe('blurred');

    // null: back to the organisation's default.
    const reset = await call('PUT', url, await editBody(rahul.id, { screenshotMode: null }));
    expect(reset.statusCode).toBe(200);
    expect(reset.json().screenshotMode).toBeNull();

    const before = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const refused = await call('PUT', url, await editBody(rahul.id, { screenshotMode: 'fuzzy' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(await demoEmployee(DEMO_EMPLOYEE_EMAIL)).toEqual(before);
  });

  it('records each change of mode in the audit trail, and none for a save that keeps it', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const url = `/api/v1/employees/${rahul.id}`;
    const modeEvents = () =>
      testApp.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'screenshot-mode.changed'), eq(auditEvents.subjectId, rahul.id)));
    expect(await modeEvents()).toHaveLength(0);
    await call('PUT', url, await editBody(rahul.id, { screenshotMode: 'off' }));
    await call('PUT', url, await editBody(rahul.id, { screenshotMode: 'off', name: 'Rahul K. Mehta' }));
    const events = await modeEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorName: 'Asha Verma',
      subjectName: 'Rahul Mehta',
      summary: 'Screenshots: Organisation default (Regular) → Off',
      ipAddress: '127.0.0.1',
    });
  });

  it('the tracker configuration follows the employee’s mode', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/sign-in',
      payload: {
        email: DEMO_EMPLOYEE_EMAIL,
        password: 'Demo@123',
        deviceName: 'LAPTOP-7',
        platform: 'linux',
      },
    });
    expect(signIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signIn.json().deviceToken}` };
    const config = () => testApp.app.inject({ method: 'GET', url: '/api/v1/tracker/config', headers });
    // No mode of his own: the organisation's default, whatever it is now.
    expect((await config()).json().screenshotMode).toBe('regular');
    await testApp.db
      .update(organizations)
      .set({ screenshotMode: 'blurred' })
      .where(eq(organizations.id, testApp.demoOrganizationId));
    expect((await config()).json().screenshotMode).toBe('blurred');
    await call('PUT', `/api/v1/employees/${rahul.id}`, await editBody(rahul.id, { screenshotMode: 'off' }));
    expect((await config()).json().screenshotMode).toBe('off');
  });

  it('employees (role 2) cannot change it, not even their own; another organisation gets 404', async () => {
    const rahul = await demoEmployee(DEMO_EMPLOYEE_EMAIL);
    const body = await editBody(rahul.id, { screenshotMode: 'blurred' });
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    const own = await call('PUT', `/api/v1/employees/${rahul.id}`, body, employeeCookie);
    expect(own.statusCode).toBe(403);
    const { cookie: otherCookie } = await signUpOtherOrganization(testApp);
    const foreign = await call('PUT', `/api/v1/employees/${rahul.id}`, body, otherCookie);
    expect(foreign.statusCode).toBe(404);
    expect(await demoEmployee(DEMO_EMPLOYEE_EMAIL)).toEqual(rahul);
  });
});
