import { LIST_PAGE_SIZE } from '@pulse/shared/contracts/leaves';
import { ATTENDANCE_SHIFT, OWN_MARK_WINDOW_MS } from '@pulse/shared/domain/attendance-rules';
import { instantOfLocalTime } from '@pulse/shared/domain/organization-day';
import { attendancePulseTexts, attendanceTexts } from '@pulse/shared/spec-texts';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { attendanceRecords, employees, organizations } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';

// The test clock starts on Monday 2026-03-02 09:00 UTC, 14:30 in the demo's zone (Asia/Kolkata).
const ZONE = 'Asia/Kolkata';
const TODAY = '2026-03-02';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Two employees whose demo attendance each test clears, so it sees only its own records: a day shift
// and a night shift (21:00).
const DAY_SHIFT_EMAIL = 'siddharth.jain@demo.pulse';
const NIGHT_SHIFT_EMAIL = 'pooja.reddy@demo.pulse';

const testApp = useTestApp();
let adminCookie: string;
let employeeCookie: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
  employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
  const cleared = await testApp.db
    .select({ id: employees.id })
    .from(employees)
    .where(inArray(employees.officialEmail, [DAY_SHIFT_EMAIL, NIGHT_SHIFT_EMAIL]));
  await testApp.db.delete(attendanceRecords).where(
    inArray(
      attendanceRecords.employeeId,
      cleared.map((row) => row.id),
    ),
  );
});

const get = (url: string, cookie: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
const mark = (payload: Record<string, unknown>, cookie: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/attendance/mark',
    headers: { ...SAME_ORIGIN, cookie },
    payload,
  });
const nowIso = () => testApp.clock.now().toISOString();
const at = (date: string, time: string) => instantOfLocalTime(date, time, ZONE).toISOString();

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row;
};
const recordsOf = (employeeId: string) =>
  testApp.db.select().from(attendanceRecords).where(eq(attendanceRecords.employeeId, employeeId));
const totalRecords = async () => {
  const [row] = await testApp.db.select({ total: count() }).from(attendanceRecords);
  return row?.total ?? 0;
};

const createOtherOrganizationEmployee = async () => {
  const [other] = await testApp.db.insert(organizations).values({ name: 'Other Org' }).returning();
  if (!other) throw new Error('no organisation');
  const [employee] = await testApp.db
    .insert(employees)
    .values({
      organizationId: other.id,
      employeeNumber: 1,
      employeeCode: 'OTH-001',
      name: 'Other Person',
      officialEmail: 'other.person@other.test',
      passwordHash: 'x',
    })
    .returning();
  if (!employee) throw new Error('no employee');
  return employee;
};

describe('GET /attendance/today', () => {
  it('gives the employee today in the organisation’s zone, no record and Save allowed', async () => {
    const me = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const response = await get('/api/v1/attendance/today', employeeCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      employeeId: me.id,
      workDate: TODAY,
      shift: ATTENDANCE_SHIFT.day,
      record: null,
      canSave: true,
      serverTime: nowIso(),
    });
  });

  it('lets an administrator read another employee, 404 across organisations', async () => {
    const night = await employeeByEmail(NIGHT_SHIFT_EMAIL);
    const response = await get(`/api/v1/attendance/today?employeeId=${night.id}`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employeeId: night.id, shift: ATTENDANCE_SHIFT.night });
    const other = await createOtherOrganizationEmployee();
    expect((await get(`/api/v1/attendance/today?employeeId=${other.id}`, adminCookie)).statusCode).toBe(404);
  });

  it('shows an administrator another employee’s chosen day with its record; own days cannot be chosen', async () => {
    const target = await employeeByEmail(DAY_SHIFT_EMAIL);
    const body = {
      employeeId: target.id,
      workDate: '2026-01-15',
      inTime: at('2026-01-15', '09:30'),
      outTime: at('2026-01-15', '18:45'),
    };
    expect((await mark(body, adminCookie)).statusCode).toBe(200);
    const response = await get(
      `/api/v1/attendance/today?employeeId=${target.id}&workDate=2026-01-15`,
      adminCookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      workDate: '2026-01-15',
      record: { inTime: body.inTime, outTime: body.outTime, state: 'complete' },
      canSave: false,
    });
    const empty = await get(
      `/api/v1/attendance/today?employeeId=${target.id}&workDate=2026-01-16`,
      adminCookie,
    );
    expect(empty.json()).toMatchObject({ workDate: '2026-01-16', record: null, canSave: true });
    const own = await get('/api/v1/attendance/today?workDate=2026-01-15', employeeCookie);
    expect(own.statusCode).toBe(400);
    expect(own.json().detail).toBe(attendancePulseTexts.ownDateFixed);
  });

  it('refuses an employee asking for someone else (403)', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const response = await get(`/api/v1/attendance/today?employeeId=${admin.id}`, employeeCookie);
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /attendance/mark (own)', () => {
  it('inserts, then sets the out time, then answers 409 Attendance Already Marked', async () => {
    const me = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const inTime = nowIso();
    const inserted = await mark({ inTime }, employeeCookie);
    expect(inserted.statusCode).toBe(200);
    expect(inserted.json()).toMatchObject({
      employee: { id: me.id, name: me.name, employeeCode: me.employeeCode },
      workDate: TODAY,
      day: 'Monday',
      shift: ATTENDANCE_SHIFT.day,
      inTime,
      outTime: null,
      state: 'open',
    });
    const afterIn = (await get('/api/v1/attendance/today', employeeCookie)).json();
    expect(afterIn).toMatchObject({ canSave: true, record: { id: inserted.json().id, inTime } });

    testApp.clock.advance(8 * HOUR);
    // The session's idle limit is 30 minutes; a working day later the employee signs in again.
    employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    const outTime = nowIso();
    const updated = await mark({ inTime, outTime }, employeeCookie);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: inserted.json().id, inTime, outTime, state: 'complete' });
    const afterOut = (await get('/api/v1/attendance/today', employeeCookie)).json();
    expect(afterOut).toMatchObject({ canSave: false, record: { state: 'complete', outTime } });

    const again = await mark({ inTime, outTime: nowIso() }, employeeCookie);
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json()).toMatchObject({
      code: 'ATTENDANCE_ALREADY_MARKED',
      detail: attendanceTexts.alreadyMarked,
    });
    const rows = await recordsOf(me.id);
    expect(rows.filter((row) => row.workDate === TODAY)).toHaveLength(1);
    expect(rows.find((row) => row.workDate === TODAY)?.outTime?.toISOString()).toBe(outTime);
  });

  it.each([
    // seconds between the time sent and the server's clock when it arrives, accepted
    [0, true],
    [600, true],
    [601, false],
    [-600, true],
    [-601, false],
  ])('an in time %d s from the server clock is accepted: %s', async (seconds, isAccepted) => {
    const me = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const inTime = nowIso();
    // A positive delay: the request arrives after the picked time; negative: a time in the future.
    testApp.clock.advance(seconds * 1000);
    const response = await mark({ inTime }, employeeCookie);
    if (isAccepted) {
      expect(response.statusCode).toBe(200);
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'ATTENDANCE_TIME_OUTSIDE_WINDOW',
        detail: attendancePulseTexts.outsideOwnWindow,
        errors: [{ path: 'inTime' }],
      });
      expect(await recordsOf(me.id).then((rows) => rows.filter((row) => row.workDate === TODAY))).toEqual([]);
    }
  });

  it('checks a new out time against the clock and leaves the record as it was', async () => {
    const me = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const inTime = nowIso();
    expect((await mark({ inTime }, employeeCookie)).statusCode).toBe(200);
    testApp.clock.advance(20 * MINUTE);
    const early = new Date(testApp.clock.now().getTime() - OWN_MARK_WINDOW_MS - 1000).toISOString();
    const response = await mark({ inTime, outTime: early }, employeeCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'outTime' }] });
    const [row] = (await recordsOf(me.id)).filter((record) => record.workDate === TODAY);
    expect(row?.outTime).toBeNull();
    // The unchanged in time (20 minutes old) is not new, so it is not checked.
    expect((await mark({ inTime, outTime: nowIso() }, employeeCookie)).statusCode).toBe(200);
  });

  it('refuses a work date on one’s own attendance and an out time before the in time', async () => {
    const withDate = await mark({ inTime: nowIso(), workDate: '2026-02-27' }, employeeCookie);
    expect(withDate.statusCode).toBe(400);
    expect(withDate.json()).toMatchObject({ detail: attendancePulseTexts.ownDateFixed });
    const backwards = await mark(
      { inTime: nowIso(), outTime: new Date(testApp.clock.now().getTime() - MINUTE).toISOString() },
      employeeCookie,
    );
    expect(backwards.statusCode).toBe(400);
    const missing = await mark({ inTime: '' }, employeeCookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: attendanceTexts.inTimeRequired })]),
    );
    const me = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    expect((await recordsOf(me.id)).filter((row) => row.workDate === TODAY)).toEqual([]);
  });

  it('keeps one record when two marks of the same day arrive together', async () => {
    const me = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const inTime = nowIso();
    const responses = await Promise.all([mark({ inTime }, employeeCookie), mark({ inTime }, employeeCookie)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await recordsOf(me.id)).filter((row) => row.workDate === TODAY)).toHaveLength(1);
  });

  it('gives a night shift crossing midnight the date it started, in the organisation’s zone', async () => {
    const night = await employeeByEmail(NIGHT_SHIFT_EMAIL);
    // 21:00 in Kolkata on 2026-03-02 (15:30 UTC).
    testApp.clock.advance(6.5 * HOUR);
    let cookie = (await sessionFor(testApp, NIGHT_SHIFT_EMAIL)).cookie;
    const inTime = nowIso();
    expect(inTime).toBe(at(TODAY, '21:00'));
    const inserted = await mark({ inTime }, cookie);
    expect(inserted.json()).toMatchObject({ workDate: TODAY, shift: ATTENDANCE_SHIFT.night, state: 'open' });

    // 02:00 the next morning: still the shift of 2026-03-02.
    testApp.clock.advance(5 * HOUR);
    cookie = (await sessionFor(testApp, NIGHT_SHIFT_EMAIL)).cookie;
    const today = (await get('/api/v1/attendance/today', cookie)).json();
    expect(today).toMatchObject({ workDate: TODAY, canSave: true, record: { id: inserted.json().id } });
    const outTime = nowIso();
    const updated = await mark({ inTime, outTime }, cookie);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ workDate: TODAY, outTime, state: 'complete' });
    const rows = await recordsOf(night.id);
    expect(rows.filter((row) => row.workDate === '2026-03-03')).toEqual([]);
    // Once complete, the next mark belongs to the new day.
    expect((await get('/api/v1/attendance/today', cookie)).json()).toMatchObject({
      workDate: '2026-03-03',
      record: null,
    });
  });

  it('closes a night shift without an out time after 20 hours', async () => {
    testApp.clock.advance(6.5 * HOUR);
    let cookie = (await sessionFor(testApp, NIGHT_SHIFT_EMAIL)).cookie;
    const inTime = nowIso();
    expect((await mark({ inTime }, cookie)).statusCode).toBe(200);
    testApp.clock.advance(20 * HOUR + MINUTE);
    cookie = (await sessionFor(testApp, NIGHT_SHIFT_EMAIL)).cookie;
    // The open window has passed: today (2026-03-03) has no record; the old one is closed.
    expect((await get('/api/v1/attendance/today', cookie)).json()).toMatchObject({
      workDate: '2026-03-03',
      record: null,
      canSave: true,
    });
    adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
    const night = await employeeByEmail(NIGHT_SHIFT_EMAIL);
    const closed = await mark(
      { employeeId: night.id, workDate: TODAY, inTime, outTime: at('2026-03-03', '06:00') },
      adminCookie,
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('ATTENDANCE_ALREADY_MARKED');
  });
});

describe('POST /attendance/mark (administrator for another employee)', () => {
  it('records any day and any times, then refuses the complete record', async () => {
    const target = await employeeByEmail(DAY_SHIFT_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const body = {
      employeeId: target.id,
      workDate: '2026-01-15',
      inTime: at('2026-01-15', '09:30'),
      outTime: at('2026-01-15', '18:45'),
    };
    const response = await mark(body, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      employee: { id: target.id },
      workDate: '2026-01-15',
      day: 'Thursday',
      inTime: body.inTime,
      outTime: body.outTime,
      state: 'complete',
    });
    const [row] = await recordsOf(target.id);
    expect(row?.markedById).toBe(admin.id);
    expect((await mark(body, adminCookie)).statusCode).toBe(409);
  });

  it('defaults to today, takes times far from the clock and may change both times of an open record', async () => {
    const target = await employeeByEmail(DAY_SHIFT_EMAIL);
    const first = await mark({ employeeId: target.id, inTime: at(TODAY, '08:00') }, adminCookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ workDate: TODAY, state: 'open' });
    const second = await mark(
      { employeeId: target.id, inTime: at(TODAY, '09:00'), outTime: at(TODAY, '23:00') },
      adminCookie,
    );
    expect(second.json()).toMatchObject({
      id: first.json().id,
      inTime: at(TODAY, '09:00'),
      outTime: at(TODAY, '23:00'),
      state: 'complete',
    });
  });

  it('refuses an in time that is not on the chosen day', async () => {
    const target = await employeeByEmail(DAY_SHIFT_EMAIL);
    const response = await mark(
      { employeeId: target.id, workDate: '2026-01-15', inTime: at('2026-01-16', '09:00') },
      adminCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: attendancePulseTexts.inTimeOffDate });
    expect(await recordsOf(target.id)).toEqual([]);
  });

  it('answers 403 to an employee naming someone else and 404 to an administrator naming another organisation', async () => {
    const target = await employeeByEmail(DAY_SHIFT_EMAIL);
    const before = await totalRecords();
    const byEmployee = await mark({ employeeId: target.id, inTime: nowIso() }, employeeCookie);
    expect(byEmployee.statusCode).toBe(403);
    const other = await createOtherOrganizationEmployee();
    const across = await mark({ employeeId: other.id, inTime: nowIso() }, adminCookie);
    expect(across.statusCode).toBe(404);
    const acrossByEmployee = await mark({ employeeId: other.id, inTime: nowIso() }, employeeCookie);
    expect(acrossByEmployee.statusCode).toBe(403);
    expect(await totalRecords()).toBe(before);
  });

  it('holds an administrator marking their own attendance to the clock too', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const late = await mark({ employeeId: admin.id, inTime: at(TODAY, '09:00') }, adminCookie);
    expect(late.statusCode).toBe(400);
    expect((await mark({ inTime: nowIso() }, adminCookie)).statusCode).toBe(200);
  });
});

describe('GET /attendance', () => {
  const yearRecordCount = async (employeeId?: string) => {
    const [row] = await testApp.db
      .select({ total: count() })
      .from(attendanceRecords)
      .where(
        and(
          gte(attendanceRecords.workDate, '2026-01-01'),
          employeeId ? eq(attendanceRecords.employeeId, employeeId) : undefined,
        ),
      );
    return row?.total ?? 0;
  };

  it('pages the organisation’s records for administrators, newest day first', async () => {
    const total = await yearRecordCount();
    expect(total).toBeGreaterThan(LIST_PAGE_SIZE * 2);
    const first = (await get('/api/v1/attendance', adminCookie)).json();
    expect(first).toMatchObject({
      page: 1,
      pageSize: LIST_PAGE_SIZE,
      total,
      totalPages: Math.ceil(total / LIST_PAGE_SIZE),
    });
    expect(first.items).toHaveLength(LIST_PAGE_SIZE);
    // The newest seeded day is the last working day before today: Friday 2026-02-27.
    expect(first.items[0]).toMatchObject({ workDate: '2026-02-27', day: 'Friday', state: 'complete' });
    const second = (await get('/api/v1/attendance?page=2', adminCookie)).json();
    const dates = [...first.items, ...second.items].map((item: { workDate: string }) => item.workDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set([...first.items, ...second.items].map((item: { id: string }) => item.id));
    expect(ids.size).toBe(LIST_PAGE_SIZE * 2);
    const last = (await get(`/api/v1/attendance?page=${first.totalPages}`, adminCookie)).json();
    expect(last.items).toHaveLength(total - (first.totalPages - 1) * LIST_PAGE_SIZE);
    expect((await get('/api/v1/attendance?page=999', adminCookie)).json().items).toEqual([]);
  });

  it('filters by employees and by date range; the range defaults to the current year', async () => {
    const target = await employeeByEmail(DAY_SHIFT_EMAIL);
    const me = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await mark(
      {
        employeeId: target.id,
        workDate: '2025-12-31',
        inTime: at('2025-12-31', '09:00'),
        outTime: at('2025-12-31', '18:00'),
      },
      adminCookie,
    );
    const inYear = (await get(`/api/v1/attendance?employeeIds=${target.id}`, adminCookie)).json();
    expect(inYear.items).toEqual([]);
    const lastYear = (
      await get(`/api/v1/attendance?employeeIds=${target.id}&from=2025-12-01&to=2025-12-31`, adminCookie)
    ).json();
    expect(lastYear.items).toHaveLength(1);
    expect(lastYear.items[0]).toMatchObject({ workDate: '2025-12-31', day: 'Wednesday' });
    const two = (
      await get(`/api/v1/attendance?employeeIds=${target.id},${me.id}&from=2025-12-01`, adminCookie)
    ).json();
    expect(two.total).toBe((await yearRecordCount(me.id)) + 1);
    const week = (await get('/api/v1/attendance?from=2026-02-23&to=2026-02-27', adminCookie)).json();
    expect(
      week.items.every(
        (item: { workDate: string }) => item.workDate >= '2026-02-23' && item.workDate <= '2026-02-27',
      ),
    ).toBe(true);
    const backwards = await get('/api/v1/attendance?from=2026-02-27&to=2026-02-23', adminCookie);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ detail: attendancePulseTexts.rangeInvalid });
    expect((await get('/api/v1/attendance?from=27-02-2026', adminCookie)).statusCode).toBe(400);
  });

  it('shows an employee only their own records and refuses another employee’s id', async () => {
    const me = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const own = (await get('/api/v1/attendance', employeeCookie)).json();
    expect(own.total).toBe(await yearRecordCount(me.id));
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((item: { employee: { id: string } }) => item.employee.id === me.id)).toBe(true);
    expect((await get(`/api/v1/attendance?employeeIds=${me.id}`, employeeCookie)).json().total).toBe(
      own.total,
    );
    expect((await get(`/api/v1/attendance?employeeIds=${admin.id}`, employeeCookie)).statusCode).toBe(403);
  });

  it('never shows another organisation’s records', async () => {
    const other = await createOtherOrganizationEmployee();
    await testApp.db.insert(attendanceRecords).values({
      organizationId: other.organizationId,
      employeeId: other.id,
      workDate: '2026-02-27',
      shift: 1,
      inTime: new Date(at('2026-02-27', '09:00')),
      markedById: other.id,
      updatedAt: testApp.clock.now(),
    });
    const list = (await get(`/api/v1/attendance?employeeIds=${other.id}`, adminCookie)).json();
    expect(list.items).toEqual([]);
    expect(list.total).toBe(0);
  });
});

describe('GET /attendance/export', () => {
  const readWorkbook = async (body: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
    });
    return rows;
  };

  it('downloads the filtered records as an .xlsx with the list’s columns', async () => {
    const target = await employeeByEmail(DAY_SHIFT_EMAIL);
    await mark(
      {
        employeeId: target.id,
        workDate: '2026-02-10',
        inTime: at('2026-02-10', '09:05'),
        outTime: at('2026-02-10', '18:40'),
      },
      adminCookie,
    );
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/attendance/export?employeeIds=${target.id}`,
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="Attendance 01-Jan-2026 To 31-Dec-2026.xlsx"',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const rows = await readWorkbook(response.rawPayload);
    expect(rows).toEqual([
      ['Name', 'Date', 'Day', 'In Time', 'Out Time'],
      [target.name, '10-Feb-2026', 'Tuesday', '09:05 AM', '06:40 PM'],
    ]);
  });

  it('exports the organisation’s range, an open record with an empty out time', async () => {
    const me = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await mark({ inTime: at(TODAY, '14:30') }, employeeCookie);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/attendance/export?employeeIds=${me.id}&from=2026-02-01&to=${TODAY}`,
      headers: { cookie: adminCookie },
    });
    expect(response.headers['content-disposition']).toContain('Attendance 01-Feb-2026 To 02-Mar-2026.xlsx');
    const rows = await readWorkbook(response.rawPayload);
    expect(rows[1]).toEqual([me.name, '02-Mar-2026', 'Monday', '02:30 PM', '']);
    expect(rows).toHaveLength(1 + (await recordsOf(me.id)).length);
  });

  it('neutralises a name that a spreadsheet would take for a formula', async () => {
    const me = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const name = '=HYPERLINK("http://evil.test","Click")';
    await testApp.db.update(employees).set({ name }).where(eq(employees.id, me.id));
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/attendance/export?employeeIds=${me.id}`,
      headers: { cookie: adminCookie },
    });
    const rows = await readWorkbook(response.rawPayload);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) expect(row[0]).toBe(`'${name}`);
  });

  it('is for administrators only', async () => {
    const response = await get('/api/v1/attendance/export', employeeCookie);
    expect(response.statusCode).toBe(403);
  });
});
