import { settingsPulseTexts, settingsTexts } from '@pulse/shared/spec-texts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  banks,
  defaultColumns,
  departments,
  designations,
  employees,
  leaveSettings,
  organizations,
  shifts,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';

const testApp = useTestApp();
let adminCookie: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, cookie = adminCookie) =>
  testApp.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...SAME_ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

// Another organisation with one row of each kind, for the tenant checks.
const createOtherOrganization = async () => {
  const [other] = await testApp.db.insert(organizations).values({ name: 'Other Org' }).returning();
  if (!other) throw new Error('no organisation');
  const organizationId = other.id;
  const [bank] = await testApp.db
    .insert(banks)
    .values({ organizationId, bankNumber: 1, name: 'Other Bank', branch: 'Main', ifsc: 'OTHR0000001' })
    .returning();
  const [department] = await testApp.db
    .insert(departments)
    .values({ organizationId, departmentNumber: 1, name: 'Other Department' })
    .returning();
  const [designation] = await testApp.db
    .insert(designations)
    .values({ organizationId, designationNumber: 1, name: 'Other Designation' })
    .returning();
  const [shift] = await testApp.db
    .insert(shifts)
    .values({ organizationId, shiftNumber: 1, name: 'Other Shift', startTime: '10:00', endTime: '09:59' })
    .returning();
  const [leaves] = await testApp.db
    .insert(leaveSettings)
    .values({ organizationId, leaveSettingNumber: 1, year: 2030, numberOfLeaves: 10 })
    .returning();
  return {
    organizationId,
    ids: {
      banks: bank?.id ?? '',
      departments: department?.id ?? '',
      designations: designation?.id ?? '',
      shifts: shift?.id ?? '',
      'leave-settings': leaves?.id ?? '',
    },
  };
};

// One valid body per kind, and the same body changed, for the shared add/edit checks.
const KINDS = [
  {
    kind: 'banks',
    table: banks,
    body: { name: 'Axis Bank', branch: 'Koramangala', ifsc: 'utib0000123' },
    changed: { name: 'Axis Bank', branch: 'Indiranagar', ifsc: 'UTIB0000999' },
    stored: { name: 'Axis Bank', branch: 'Koramangala', ifsc: 'UTIB0000123' },
    lastSeeded: 3,
  },
  {
    kind: 'departments',
    table: departments,
    body: { name: 'Finance' },
    changed: { name: 'Finance & Accounts' },
    stored: { name: 'Finance' },
    lastSeeded: 5,
  },
  {
    kind: 'designations',
    table: designations,
    body: { name: 'Product Manager' },
    changed: { name: 'Senior Product Manager' },
    stored: { name: 'Product Manager' },
    lastSeeded: 6,
  },
  {
    kind: 'shifts',
    table: shifts,
    body: { name: 'Evening', startTime: '14:00' },
    changed: { name: 'Evening', startTime: '00:00' },
    stored: { name: 'Evening', startTime: '14:00:00', endTime: '13:59:00' },
    lastSeeded: 2,
  },
  {
    kind: 'leave-settings',
    table: leaveSettings,
    body: { year: 2040, numberOfLeaves: 24 },
    changed: { year: 2041, numberOfLeaves: 12 },
    stored: { year: 2040, numberOfLeaves: 24, typeOfLeave: 1 },
    lastSeeded: 2,
  },
] as const;

describe.each(KINDS)('$kind', ({ kind, table, body, changed, stored, lastSeeded }) => {
  it('lists the organisation’s items in number order with the next number', async () => {
    const response = await call('GET', `/${kind}`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.items).toHaveLength(lastSeeded);
    expect(list.items.map((item: { number: number }) => item.number)).toEqual(
      Array.from({ length: lastSeeded }, (_, index) => index + 1),
    );
    expect(list.nextNumber).toBe(lastSeeded + 1);
  });

  it('adds with the next number, reads it back and stores it', async () => {
    const response = await call('POST', `/${kind}`, body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.number).toBe(lastSeeded + 1);
    expect((await call('GET', `/${kind}/${created.id}`)).json()).toEqual(created);
    const [row] = await testApp.db.select().from(table).where(eq(table.id, created.id));
    expect(row).toMatchObject({ organizationId: testApp.demoOrganizationId, ...stored });
    expect((await call('GET', `/${kind}`)).json().nextNumber).toBe(lastSeeded + 2);
  });

  it('edits an item, keeping its number', async () => {
    const created = (await call('POST', `/${kind}`, body)).json();
    const response = await call('PUT', `/${kind}/${created.id}`, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, number: created.number });
    const [row] = await testApp.db.select().from(table).where(eq(table.id, created.id));
    expect(row).toMatchObject({ organizationId: testApp.demoOrganizationId });
  });

  it('answers 404 for another organisation’s id on read, edit and delete, changing nothing', async () => {
    const other = await createOtherOrganization();
    const id = other.ids[kind];
    const before = await testApp.db.select().from(table).where(eq(table.id, id));
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', changed],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/${kind}/${id}`, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect(await testApp.db.select().from(table).where(eq(table.id, id))).toEqual(before);
    const listed = (await call('GET', `/${kind}`)).json();
    expect(listed.items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('refuses an employee (role 2)', async () => {
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    expect((await call('GET', `/${kind}`, undefined, employeeCookie)).statusCode).toBe(403);
    expect((await call('POST', `/${kind}`, body, employeeCookie)).statusCode).toBe(403);
  });
});

describe('required fields (spec A §5)', () => {
  it.each([
    ['banks', { name: ' ', branch: 'B', ifsc: 'I' }, 'name', settingsTexts.bankNameRequired],
    ['banks', { name: 'N', branch: '', ifsc: 'I' }, 'branch', settingsTexts.branchRequired],
    ['banks', { name: 'N', branch: 'B', ifsc: '' }, 'ifsc', settingsTexts.ifscRequired],
    ['departments', { name: '' }, 'name', settingsTexts.departmentNameRequired],
    ['designations', { name: '   ' }, 'name', settingsTexts.designationNameRequired],
    ['shifts', { name: '', startTime: '09:00' }, 'name', settingsTexts.shiftNameRequired],
    ['shifts', { name: 'Late', startTime: '9 PM' }, 'startTime', settingsPulseTexts.startTimeInvalid],
    ['leave-settings', { numberOfLeaves: 10 }, 'year', settingsTexts.leavesRequired],
    ['leave-settings', { year: 2040 }, 'numberOfLeaves', settingsTexts.leavesRequired],
    ['leave-settings', { year: 1999, numberOfLeaves: 1 }, 'year', settingsPulseTexts.yearInvalid],
    [
      'leave-settings',
      { year: 2040, numberOfLeaves: 1.5 },
      'numberOfLeaves',
      settingsPulseTexts.numberOfLeavesInvalid,
    ],
  ])('%s %j → %s: %s, nothing written', async (kind, payload, path, message) => {
    const before = (await call('GET', `/${kind}`)).json().items.length;
    const response = await call('POST', `/${kind}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect((await call('GET', `/${kind}`)).json().items).toHaveLength(before);
  });
});

describe('uniqueness within the organisation', () => {
  it.each([
    ['departments', { name: 'ENGINEERING' }, 'name', settingsPulseTexts.departmentExists],
    ['designations', { name: 'designer' }, 'name', settingsPulseTexts.designationExists],
    ['shifts', { name: 'day', startTime: '07:00' }, 'name', settingsPulseTexts.shiftExists],
    [
      'banks',
      { name: 'hdfc bank', branch: 'BANDRA WEST, MUMBAI', ifsc: 'HDFC0000001' },
      'branch',
      settingsPulseTexts.bankExists,
    ],
    [
      'leave-settings',
      // The demo seeds the test clock's year.
      { year: createTestClock().now().getUTCFullYear(), numberOfLeaves: 5 },
      'year',
      settingsPulseTexts.leavesYearExists,
    ],
  ])('%s refuses a duplicate %j (409 on %s), writing nothing', async (kind, payload, path, message) => {
    const before = (await call('GET', `/${kind}`)).json().items.length;
    const response = await call('POST', `/${kind}`, payload);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', detail: message, errors: [{ path, message }] });
    expect((await call('GET', `/${kind}`)).json().items).toHaveLength(before);
  });

  it('refuses renaming onto another department’s name but lets one keep its own', async () => {
    const { items } = (await call('GET', '/departments')).json();
    const [administration, engineering] = items;
    const clash = await call('PUT', `/departments/${engineering.id}`, { name: 'administration' });
    expect(clash.statusCode).toBe(409);
    const [row] = await testApp.db.select().from(departments).where(eq(departments.id, engineering.id));
    expect(row?.name).toBe('Engineering');
    const same = await call('PUT', `/departments/${administration.id}`, { name: 'Administration' });
    expect(same.statusCode).toBe(200);
  });

  it('allows the same name in another organisation', async () => {
    await createOtherOrganization();
    const response = await call('POST', '/departments', { name: 'Other Department' });
    expect(response.statusCode).toBe(201);
    expect(response.json().number).toBe(6);
  });
});

describe('numbers (spec A §9: last + 1 within the organisation)', () => {
  it('starts at 1 for an organisation without any, and ignores other organisations', async () => {
    await testApp.db
      .delete(leaveSettings)
      .where(eq(leaveSettings.organizationId, testApp.demoOrganizationId));
    await createOtherOrganization();
    expect((await call('GET', '/leave-settings')).json()).toMatchObject({
      items: [],
      total: 0,
      nextNumber: 1,
    });
    const created = (await call('POST', '/leave-settings', { year: 2040, numberOfLeaves: 20 })).json();
    expect(created.number).toBe(1);
  });

  it('continues after the last number, not after the count, when one was deleted', async () => {
    const list = (await call('GET', '/leave-settings')).json();
    const first = list.items[0];
    expect((await call('DELETE', `/leave-settings/${first.id}`)).statusCode).toBe(204);
    const created = (await call('POST', '/leave-settings', { year: 2040, numberOfLeaves: 20 })).json();
    expect(created.number).toBe(3);
  });

  it('gives two adds at once different numbers', async () => {
    const [one, two] = await Promise.all([
      call('POST', '/designations', { name: 'Tester' }),
      call('POST', '/designations', { name: 'Architect' }),
    ]);
    expect([one?.statusCode, two?.statusCode]).toEqual([201, 201]);
    expect([one?.json().number, two?.json().number].sort()).toEqual([7, 8]);
  });
});

describe('shifts (spec A §4: end = start + 1 day − 1 minute)', () => {
  it.each([
    ['00:00', '23:59'],
    ['12:00', '11:59'],
    ['18:30', '18:29'],
  ])('a shift starting %s ends %s', async (startTime, endTime) => {
    const response = await call('POST', '/shifts', { name: `From ${startTime}`, startTime });
    expect(response.json()).toMatchObject({ startTime, endTime });
  });

  it('recomputes the end on edit and ignores an end sent by the client', async () => {
    const { items } = (await call('GET', '/shifts')).json();
    const response = await call('PUT', `/shifts/${items[0].id}`, {
      name: 'Day',
      startTime: '08:15',
      endTime: '17:00',
    });
    expect(response.json()).toMatchObject({ startTime: '08:15', endTime: '08:14' });
  });
});

describe('deletes', () => {
  it.each([
    ['departments', 'departmentId', settingsPulseTexts.departmentInUse],
    ['designations', 'designationId', settingsPulseTexts.designationInUse],
    ['shifts', 'shiftId', settingsPulseTexts.shiftInUse],
    ['banks', 'bankId', settingsPulseTexts.bankInUse],
  ] as const)(
    'refuses to delete %s used by an employee (409), then deletes it once unused',
    async (kind, column, message) => {
      const { items } = (await call('GET', `/${kind}`)).json();
      const used = items[0];
      const [employee] = await testApp.db
        .select()
        .from(employees)
        .where(eq(employees.organizationId, testApp.demoOrganizationId))
        .limit(1);
      await testApp.db
        .update(employees)
        .set({ [column]: used.id })
        .where(eq(employees.id, employee?.id ?? ''));
      const refused = await call('DELETE', `/${kind}/${used.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', detail: message });
      expect((await call('GET', `/${kind}/${used.id}`)).statusCode).toBe(200);

      const created = (
        await call('POST', `/${kind}`, KINDS.find((entry) => entry.kind === kind)?.body)
      ).json();
      expect((await call('DELETE', `/${kind}/${created.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/${kind}/${created.id}`)).statusCode).toBe(404);
    },
  );

  it('deletes a leave setting', async () => {
    const { items } = (await call('GET', '/leave-settings')).json();
    expect((await call('DELETE', `/leave-settings/${items[0].id}`)).statusCode).toBe(204);
    const rows = await testApp.db
      .select()
      .from(leaveSettings)
      .where(eq(leaveSettings.organizationId, testApp.demoOrganizationId));
    expect(rows.map((row) => row.id)).not.toContain(items[0].id);
    expect((await call('DELETE', `/leave-settings/${items[0].id}`)).statusCode).toBe(404);
  });
});

describe('organisation settings', () => {
  it('lets every signed-in employee read the flags', async () => {
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    const response = await call('GET', '/organization/settings', undefined, employeeCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isShiftsEnabled: false,
      isLogOffIncludedInIdle: false,
      isLeaveTypeShared: false,
      currency: 'INR',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('switches one flag at a time and stores it for this organisation only', async () => {
    const other = await createOtherOrganization();
    const shiftsOn = await call('PATCH', '/organization/settings', { isShiftsEnabled: true });
    expect(shiftsOn.json()).toMatchObject({ isShiftsEnabled: true, isLogOffIncludedInIdle: false });
    const idleOn = await call('PATCH', '/organization/settings', { isLogOffIncludedInIdle: true });
    expect(idleOn.json()).toMatchObject({ isShiftsEnabled: true, isLogOffIncludedInIdle: true });
    const [demo] = await testApp.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, testApp.demoOrganizationId));
    expect(demo).toMatchObject({ isShiftsEnabled: true, isLogOffIncludedInIdle: true });
    const [untouched] = await testApp.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, other.organizationId));
    expect(untouched).toMatchObject({ isShiftsEnabled: false, isLogOffIncludedInIdle: false });
  });

  it('refuses an empty or malformed change, and an employee', async () => {
    expect((await call('PATCH', '/organization/settings', {})).statusCode).toBe(400);
    expect((await call('PATCH', '/organization/settings', { isShiftsEnabled: 'yes' })).statusCode).toBe(400);
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    const refused = await call('PATCH', '/organization/settings', { isShiftsEnabled: true }, employeeCookie);
    expect(refused.statusCode).toBe(403);
  });
});

describe('default columns', () => {
  const storedColumns = (entity: string) =>
    testApp.db
      .select()
      .from(defaultColumns)
      .where(
        and(eq(defaultColumns.organizationId, testApp.demoOrganizationId), eq(defaultColumns.entity, entity)),
      );

  it('lists an entity’s columns in order for any signed-in employee', async () => {
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    const response = await call('GET', '/default-columns?entity=employee', undefined, employeeCookie);
    expect(response.statusCode).toBe(200);
    const columns = response.json();
    expect(columns[0]).toEqual({
      columnKey: 'name',
      columnName: 'Name',
      isVisible: true,
      isEditable: false,
      position: 0,
    });
    expect(columns.map((column: { position: number }) => column.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect((await call('GET', '/default-columns?entity=project')).json()).toHaveLength(5);
    expect((await call('GET', '/default-columns?entity=payroll')).statusCode).toBe(400);
  });

  it('renames, hides and reorders, keeping the columns that are not editable as they were', async () => {
    const columns = (await call('GET', '/default-columns?entity=employee')).json();
    const sent = columns
      .map((column: { columnKey: string; columnName: string; isVisible: boolean }) => ({
        columnKey: column.columnKey,
        columnName:
          column.columnKey === 'designation'
            ? 'Role'
            : column.columnKey === 'name'
              ? 'Who'
              : column.columnName,
        isVisible: column.columnKey === 'name' ? false : column.columnKey !== 'birthday',
      }))
      .reverse();
    const response = await call('PUT', '/default-columns/employee', { columns: sent });
    expect(response.statusCode).toBe(200);
    const saved = (await call('GET', '/default-columns?entity=employee')).json();
    expect(saved[0].columnKey).toBe('joiningDate');
    expect(saved.find((column: { columnKey: string }) => column.columnKey === 'designation')).toMatchObject({
      columnName: 'Role',
      isVisible: true,
    });
    expect(saved.find((column: { columnKey: string }) => column.columnKey === 'birthday').isVisible).toBe(
      false,
    );
    expect(saved.find((column: { columnKey: string }) => column.columnKey === 'name')).toMatchObject({
      columnName: 'Name',
      isVisible: true,
      position: 7,
    });
    expect(await storedColumns('employee')).toHaveLength(8);
  });

  it.each([
    ['a missing column', (columns: { columnKey: string }[]) => columns.slice(1)],
    [
      'an unknown column',
      (columns: { columnKey: string }[]) => [...columns.slice(1), { ...columns[0], columnKey: 'salary' }],
    ],
    ['a column twice', (columns: { columnKey: string }[]) => [...columns.slice(1), columns[1]]],
  ])('refuses %s, writing nothing', async (_case, change) => {
    const columns = (await call('GET', '/default-columns?entity=project')).json();
    const before = await storedColumns('project');
    const response = await call('PUT', '/default-columns/project', { columns: change(columns) });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(settingsPulseTexts.columnsInvalid);
    expect(await storedColumns('project')).toEqual(before);
  });

  it.each([
    ['', settingsPulseTexts.columnNameRequired],
    ['x'.repeat(51), settingsPulseTexts.columnNameTooLong],
  ])('refuses the column name %j', async (columnName, message) => {
    const columns = (await call('GET', '/default-columns?entity=project')).json();
    columns[2].columnName = columnName;
    const response = await call('PUT', '/default-columns/project', { columns });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: 'columns.2.columnName', message });
  });

  it('keeps organisations apart', async () => {
    const other = await createOtherOrganization();
    const columns = (await call('GET', '/default-columns?entity=project')).json();
    columns[2].columnName = 'Kick-off';
    await call('PUT', '/default-columns/project', { columns });
    const otherRows = await testApp.db
      .select()
      .from(defaultColumns)
      .where(eq(defaultColumns.organizationId, other.organizationId));
    expect(otherRows).toEqual([]);
  });
});
