import { createHash } from 'node:crypto';
import type { SlotCell } from '@pulse/shared/contracts/activity';
import { REPORT_EXPORT_COLUMNS } from '@pulse/shared/domain/report-weeks';
import { activityTexts } from '@pulse/shared/spec-texts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import {
  activityIntervals,
  activitySlots,
  employees,
  organizations,
  projects,
  projectTime,
  screenshots,
  todos,
  trackerDevices,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { shownRow } from '../../test-support/shown-cells';
import { sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

// ---- helpers: activity written straight into the tables the tracker's ingestion fills ------------

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no demo employee ${email}`);
  return row;
};

const setOrganization = (values: { timeZone?: string; isLogOffIncludedInIdle?: boolean }) =>
  testApp.db.update(organizations).set(values).where(eq(organizations.id, testApp.demoOrganizationId));

type SlotInput = {
  start: string;
  tracked: number;
  idle?: number;
  keys?: number;
  clicks?: number;
  app?: string;
};

const insertSlots = async (employeeId: string, slots: SlotInput[]) => {
  const starts = slots.map((slot) => Date.parse(slot.start));
  await ensureActivityPartitions(testApp.db, new Date(Math.min(...starts)), new Date(Math.max(...starts)));
  await testApp.db.insert(activitySlots).values(
    slots.map((slot) => ({
      organizationId: testApp.demoOrganizationId,
      employeeId,
      slotStart: new Date(slot.start),
      trackedSeconds: slot.tracked,
      idleSeconds: slot.idle ?? 0,
      keyPresses: slot.keys ?? 0,
      mouseClicks: slot.clicks ?? 0,
      topApplication: slot.app ?? null,
      windowTitles: slot.app ? [`${slot.app} — work`] : [],
      updatedAt: new Date(slot.start),
    })),
  );
};

const deviceOf = async (employeeId: string) => {
  const [device] = await testApp.db
    .insert(trackerDevices)
    .values({
      organizationId: testApp.demoOrganizationId,
      employeeId,
      name: 'LAPTOP',
      platform: 'linux',
      tokenHash: createHash('sha256').update(employeeId).digest('hex'),
      createdAt: new Date('2026-03-01T00:00:00Z'),
      lastSeenAt: new Date('2026-03-01T00:00:00Z'),
    })
    .returning();
  if (!device) throw new Error('device insert failed');
  return device;
};

// A screenshot as ingestion stores it: the image and a WebP thumbnail in storage, and its row.
const insertScreenshot = async (
  employeeId: string,
  deviceId: string,
  capturedAt: string,
  counts: { keys: number; clicks: number; idle?: boolean } = { keys: 30, clicks: 30 },
) => {
  const shade = Number(capturedAt.slice(14, 16)) * 4;
  const image = await sharp({
    create: { width: 64, height: 40, channels: 3, background: { r: shade, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
  const thumbnail = await sharp(image).resize(32).webp().toBuffer();
  const contentHash = createHash('sha256').update(image).digest('hex');
  const storageKey = `${testApp.demoOrganizationId}/screenshots/${contentHash}`;
  await testApp.storage.put(storageKey, image, 'image/png');
  await testApp.storage.put(`${storageKey}-thumbnail`, thumbnail, 'image/webp');
  const captured = new Date(capturedAt);
  await ensureActivityPartitions(testApp.db, captured, captured);
  const [row] = await testApp.db
    .insert(screenshots)
    .values({
      organizationId: testApp.demoOrganizationId,
      employeeId,
      deviceId,
      capturedAt: captured,
      slotStart: new Date(Math.floor(captured.getTime() / 600_000) * 600_000),
      storageKey,
      contentType: 'image/png',
      thumbnailKey: `${storageKey}-thumbnail`,
      contentHash,
      width: 64,
      height: 40,
      isBlurred: false,
      windowTitles: ['Inbox — Mail', 'report.xlsx'],
      keyPresses: counts.keys,
      mouseClicks: counts.clicks,
      isIdle: counts.idle ?? false,
    })
    .returning();
  if (!row) throw new Error('screenshot insert failed');
  return { row, image, thumbnail };
};

const get = (cookie: string, url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

// A known day in UTC: 09:00 and 09:10 full slots, 09:20 missing (log-off), 09:30 half a slot.
// tracked 25 min, away 160 s → 3 min, span 09:00–09:40 = 40 min, log-off 15 min.
const knownDay: SlotInput[] = [
  { start: '2026-03-01T09:00:00Z', tracked: 600, idle: 60, keys: 100, clicks: 20, app: 'Code' },
  { start: '2026-03-01T09:10:00Z', tracked: 600, idle: 0, keys: 50, clicks: 10, app: 'Code' },
  { start: '2026-03-01T09:30:00Z', tracked: 300, idle: 100, keys: 0, clicks: 5, app: 'Mail' },
];

describe('GET /api/v1/time-sheet', () => {
  it('computes the known day with the log-off flag off and on, listing only who tracked time', async () => {
    await setOrganization({ timeZone: 'UTC', isLogOffIncludedInIdle: false });
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await insertSlots(employee.id, knownDay);
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);

    const off = await get(cookie, '/api/v1/time-sheet?date=2026-03-01');
    expect(off.statusCode).toBe(200);
    expect(off.json().rows).toEqual([
      expect.objectContaining({
        employeeId: employee.id,
        employeeCode: employee.employeeCode,
        name: employee.name,
        hoursWorkedMinutes: 25,
        idleMinutes: 3,
        actualWorkMinutes: 22,
      }),
    ]);
    // The selector still offers every active employee, tracked or not.
    const active = await testApp.db.select().from(employees).where(eq(employees.isActive, true));
    expect(
      off
        .json()
        .employees.map((option: { employeeId: string }) => option.employeeId)
        .sort(),
    ).toEqual(active.map((row) => row.id).sort());

    await setOrganization({ isLogOffIncludedInIdle: true });
    const on = await get(cookie, `/api/v1/time-sheet?date=2026-03-01&employeeId=${employee.id}`);
    expect(on.json().rows).toEqual([
      expect.objectContaining({ hoursWorkedMinutes: 40, idleMinutes: 18, actualWorkMinutes: 22 }),
    ]);
  });

  it('cuts the day at midnight in Asia/Kolkata', async () => {
    await setOrganization({ timeZone: 'Asia/Kolkata', isLogOffIncludedInIdle: false });
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    // 18:30Z is local midnight: the 18:20Z slot is 1 March, the two after it are 2 March.
    await insertSlots(employee.id, [
      { start: '2026-03-01T18:20:00Z', tracked: 600 },
      { start: '2026-03-01T18:30:00Z', tracked: 600 },
      { start: '2026-03-01T18:40:00Z', tracked: 600, idle: 120 },
    ]);
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const minutesOn = async (date: string) =>
      (await get(cookie, `/api/v1/time-sheet?date=${date}&employeeId=${employee.id}`)).json().rows[0];
    expect(await minutesOn('2026-03-01')).toMatchObject({ hoursWorkedMinutes: 10, idleMinutes: 0 });
    expect(await minutesOn('2026-03-02')).toMatchObject({
      hoursWorkedMinutes: 20,
      idleMinutes: 2,
      actualWorkMinutes: 18,
    });

    // The report shows the same numbers for the same days.
    const report = await get(
      cookie,
      `/api/v1/reports?startDate=2026-03-01&endDate=2026-03-02&employeeId=${employee.id}`,
    );
    expect(report.statusCode).toBe(200);
    const days = report.json().employees[0].weeks.flatMap((week: { days: unknown[] }) => week.days);
    expect(days).toEqual([
      { date: '2026-03-01', hoursWorkedMinutes: 10, idleMinutes: 0, actualWorkMinutes: 10, manualMinutes: 0 },
      { date: '2026-03-02', hoursWorkedMinutes: 20, idleMinutes: 2, actualWorkMinutes: 18, manualMinutes: 0 },
    ]);
  });

  it('answers a day nobody tracked with no rows, and keeps the Active/Inactive filter', async () => {
    await setOrganization({ timeZone: 'UTC' });
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const empty = await get(cookie, '/api/v1/time-sheet?date=2020-01-01');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().rows).toEqual([]);
    expect(empty.json().employees.length).toBeGreaterThan(1);

    // An inactive employee who tracked time shows under Inactive only.
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await testApp.db.update(employees).set({ isActive: false }).where(eq(employees.id, employee.id));
    await insertSlots(employee.id, knownDay);
    const active = await get(cookie, '/api/v1/time-sheet?date=2026-03-01&isActive=true');
    expect(active.json().rows).toEqual([]);
    const inactive = await get(cookie, '/api/v1/time-sheet?date=2026-03-01&isActive=false');
    expect(inactive.json().rows.map((row: { employeeId: string }) => row.employeeId)).toEqual([employee.id]);
    expect(inactive.json().employees.map((option: { employeeId: string }) => option.employeeId)).toContain(
      employee.id,
    );
  });

  it('gives an employee only their own row and refuses another employee', async () => {
    await setOrganization({ timeZone: 'UTC' });
    const own = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    await insertSlots(own.id, knownDay);
    await insertSlots(admin.id, knownDay);
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const response = await get(cookie, '/api/v1/time-sheet?date=2026-03-01');
    expect(response.statusCode).toBe(200);
    expect(response.json().rows.map((row: { employeeId: string }) => row.employeeId)).toEqual([own.id]);
    expect(response.json().employees).toEqual([
      { employeeId: own.id, employeeCode: own.employeeCode, name: own.name },
    ]);
    const other = await get(cookie, `/api/v1/time-sheet?date=2026-03-01&employeeId=${admin.id}`);
    expect(other.statusCode).toBe(403);
  });

  it("answers 404 for another organisation's employee and 400 for a bad date", async () => {
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const { cookie: otherCookie } = await signUpOtherOrganization(testApp);
    const response = await get(otherCookie, `/api/v1/time-sheet?date=2026-03-01&employeeId=${employee.id}`);
    expect(response.statusCode).toBe(404);
    const own = await get(otherCookie, '/api/v1/time-sheet?date=2026-03-01');
    expect(own.json().rows).toEqual([]);
    expect(own.json().employees).toHaveLength(1);

    const bad = await get(otherCookie, '/api/v1/time-sheet?date=01/03/2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });
});

describe('GET /api/v1/activity/day and the screenshot files', () => {
  const setUpDay = async () => {
    await setOrganization({ timeZone: 'UTC', isLogOffIncludedInIdle: true });
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await insertSlots(employee.id, knownDay);
    const device = await deviceOf(employee.id);
    const first = await insertScreenshot(employee.id, device.id, '2026-03-01T09:03:10Z', {
      keys: 100,
      clicks: 20,
    });
    const second = await insertScreenshot(employee.id, device.id, '2026-03-01T09:14:00Z', {
      keys: 2,
      clicks: 1,
    });
    const third = await insertScreenshot(employee.id, device.id, '2026-03-01T09:36:00Z', {
      keys: 0,
      clicks: 0,
    });
    return { employee, shots: [first, second, third] };
  };

  it('returns totals, hours of 6 cells with placeholders, URLs (never base64) and window usage', async () => {
    const { employee, shots } = await setUpDay();
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await get(
      cookie,
      `/api/v1/activity/day?date=2026-03-01&employeeCode=${encodeURIComponent(employee.employeeCode)}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.employee).toEqual({
      id: employee.id,
      name: employee.name,
      employeeCode: employee.employeeCode,
    });
    expect(body.includeLogOffInIdle).toBe(true);
    expect(body.totals).toEqual({
      hoursWorkedMinutes: 40,
      idleMinutes: 18,
      actualWorkMinutes: 22,
      trackedMinutes: 25,
      awayMinutes: 3,
      logOffMinutes: 15,
    });
    expect(body.hours).toHaveLength(1);
    const [hour] = body.hours;
    expect(hour.hour).toBe(9);
    // Log-off counts as idle here: the gap inside the span is idle (logged off), the time after it is not
    // tracked (the totals' Idle holds the one and not the other).
    expect(hour.slots.map((cell: { placeholder: string | null }) => cell.placeholder)).toEqual([
      null,
      null,
      'loggedOff',
      null,
      'notTracked',
      'notTracked',
    ]);
    const [cell] = hour.slots;
    const version = shots[0]?.row.contentHash.slice(0, 16);
    expect(cell.screenshot).toMatchObject({
      id: shots[0]?.row.id,
      capturedAt: '2026-03-01T09:03:10.000Z',
      thumbnailUrl: `/api/v1/screenshots/${shots[0]?.row.id}/thumbnail?v=${version}`,
      imageUrl: `/api/v1/screenshots/${shots[0]?.row.id}/image?v=${version}`,
      windowTitles: ['Inbox — Mail', 'report.xlsx'],
      idlePercent: 20,
      tile: 'normal',
    });
    expect(hour.slots[1].screenshot.tile).toBe('yellow');
    expect(hour.slots[3].screenshot.tile).toBe('red');
    // No focus intervals that day: no category for either application (productivity.routes.test.ts).
    expect(body.windowUsage).toEqual([
      { title: 'Code', percent: 67, category: null },
      { title: 'Mail', percent: 33, category: null },
    ]);
    expect(response.body).not.toContain('base64');
  });

  it('shows a day without screenshots (screenshots Off, ActivityWatch) by its focused time', async () => {
    await setOrganization({ timeZone: 'UTC', isLogOffIncludedInIdle: true });
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await insertSlots(employee.id, knownDay);
    const device = await deviceOf(employee.id);
    const focus = (start: string, durationSeconds: number, app: string) => ({
      organizationId: testApp.demoOrganizationId,
      employeeId: employee.id,
      deviceId: device.id,
      kind: 'focus' as const,
      startedAt: new Date(start),
      durationSeconds,
      app,
      title: `${app} — work`,
    });
    await testApp.db
      .insert(activityIntervals)
      .values([
        focus('2026-03-01T09:00:00Z', 1200, 'Code'),
        focus('2026-03-01T09:30:00Z', 240, 'Mail'),
        focus('2026-03-01T09:34:00Z', 60, 'Code'),
      ]);
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await get(
      cookie,
      `/api/v1/activity/day?date=2026-03-01&employeeCode=${encodeURIComponent(employee.employeeCode)}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.hours).toHaveLength(1);
    expect(
      body.hours[0].slots.map((cell: SlotCell) => [
        cell.placeholder,
        cell.focus && [cell.focus.topApplication, cell.focus.trackedSeconds, cell.focus.workedPercent],
      ]),
    ).toEqual([
      ['noScreenshot', ['Code', 600, 90]],
      ['noScreenshot', ['Code', 600, 100]],
      ['loggedOff', null],
      ['noScreenshot', ['Mail', 300, 33]],
      ['notTracked', null],
      ['notTracked', null],
    ]);
    expect(body.hours[0].slots[0].focus.windowTitles).toEqual(['Code — work']);
    // The focused seconds of each application (Code 1,260 s, Mail 240 s), with the demo's categories.
    expect(
      body.windowUsage.map((usage: { title: string; percent: number; category: { name: string } | null }) => [
        usage.title,
        usage.percent,
        usage.category?.name,
      ]),
    ).toEqual([
      ['Code', 84, 'Development'],
      ['Mail', 16, 'Communication'],
    ]);
  });

  it('shows an employee their own day without a code, and refuses another’s', async () => {
    await setUpDay();
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const own = await get(cookie, '/api/v1/activity/day?date=2026-03-01');
    expect(own.statusCode).toBe(200);
    expect(own.json().hours).toHaveLength(1);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const other = await get(
      cookie,
      `/api/v1/activity/day?date=2026-03-01&employeeCode=${admin.employeeCode}`,
    );
    expect(other.statusCode).toBe(403);
  });

  it('streams the image and thumbnail with cache headers, and 304 for a known ETag', async () => {
    const { shots } = await setUpDay();
    const shot = shots[0];
    if (!shot) throw new Error('no screenshot');
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const image = await get(cookie, `/api/v1/screenshots/${shot.row.id}/image?v=1`);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(shot.image)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, max-age=86400, immutable',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      etag: `"${shot.row.contentHash}"`,
    });
    const thumbnail = await get(cookie, `/api/v1/screenshots/${shot.row.id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.rawPayload.equals(shot.thumbnail)).toBe(true);

    const again = await get(cookie, `/api/v1/screenshots/${shot.row.id}/image`, {
      'if-none-match': String(image.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it("answers 404 for another employee's screenshot, another organisation's and an unknown id", async () => {
    const { shots } = await setUpDay();
    const shotId = shots[0]?.row.id;
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const adminDevice = await deviceOf(admin.id);
    const adminShot = await insertScreenshot(admin.id, adminDevice.id, '2026-03-01T10:01:00Z');

    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const foreign = await get(employee.cookie, `/api/v1/screenshots/${adminShot.row.id}/image`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(activityTexts.noScreenshot);

    const adminSession = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    expect((await get(adminSession.cookie, `/api/v1/screenshots/${shotId}/thumbnail`)).statusCode).toBe(200);

    const { cookie: otherCookie } = await signUpOtherOrganization(testApp);
    expect((await get(otherCookie, `/api/v1/screenshots/${shotId}/image`)).statusCode).toBe(404);
    expect(
      (await get(adminSession.cookie, '/api/v1/screenshots/00000000-0000-4000-8000-000000000000/image'))
        .statusCode,
    ).toBe(404);
    expect((await get('', `/api/v1/screenshots/${shotId}/image`)).statusCode).toBe(401);
  });
});

describe('reports and exports', () => {
  // Two employees over two ISO weeks (Sun 1 March is in week 09, Mon 2 March starts week 10).
  const setUpReport = async () => {
    await setOrganization({ timeZone: 'UTC', isLogOffIncludedInIdle: false });
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    await testApp.db.update(employees).set({ name: '=HYPERLINK("x")' }).where(eq(employees.id, admin.id));
    await insertSlots(employee.id, [
      ...knownDay,
      { start: '2026-03-02T09:00:00Z', tracked: 600, idle: 30 },
      { start: '2026-03-03T09:00:00Z', tracked: 600 },
      { start: '2026-03-03T09:10:00Z', tracked: 600 },
    ]);
    await insertSlots(admin.id, [{ start: '2026-03-02T12:00:00Z', tracked: 600, idle: 300 }]);
    return { employee, admin };
  };

  it('groups days by week with weekly, employee and grand totals', async () => {
    const { employee } = await setUpReport();
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await get(cookie, '/api/v1/reports?startDate=2026-03-01&endDate=2026-03-07');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.employees).toHaveLength(2);
    const own = body.employees.find((row: { employeeId: string }) => row.employeeId === employee.id);
    expect(own.weeks.map((week: { week: string }) => week.week)).toEqual(['2026-W09', '2026-W10']);
    expect(own.weeks[0].totals).toEqual({
      hoursWorkedMinutes: 25,
      idleMinutes: 3,
      actualWorkMinutes: 22,
      manualMinutes: 0,
    });
    expect(own.weeks[1].days).toHaveLength(2);
    expect(own.weeks[1].totals).toEqual({
      hoursWorkedMinutes: 30,
      idleMinutes: 1,
      actualWorkMinutes: 29,
      manualMinutes: 0,
    });
    expect(own.totals.hoursWorkedMinutes).toBe(55);
    expect(body.grandTotal).toEqual({
      hoursWorkedMinutes: 65,
      idleMinutes: 9,
      actualWorkMinutes: 56,
      manualMinutes: 0,
    });

    // Each day equals the time sheet of that day.
    for (const day of own.weeks.flatMap((week: { days: { date: string }[] }) => week.days)) {
      const sheet = await get(cookie, `/api/v1/time-sheet?date=${day.date}&employeeId=${employee.id}`);
      const {
        employeeId: _,
        employeeCode,
        name,
        designation,
        photoVersion,
        ...minutes
      } = sheet.json().rows[0];
      expect({ ...minutes, manualMinutes: 0, date: day.date }).toEqual(day);
    }

    const one = await get(
      cookie,
      `/api/v1/reports?startDate=2026-03-01&endDate=2026-03-07&employeeId=${employee.id}`,
    );
    expect(one.json().employees).toHaveLength(1);
  });

  it('exports one employee as a workbook with the columns and totals', async () => {
    const { employee } = await setUpReport();
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await get(
      cookie,
      `/api/v1/reports/export?startDate=2026-03-01&endDate=2026-03-07&employeeId=${employee.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="01-Mar-2026 To 07-Mar-2026 Tracker Report.xlsx"; filename*=UTF-8''01-Mar-2026%20To%2007-Mar-2026%20Tracker%20Report.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    // The employee's sheet (no Summary for one employee), then the Productivity sheet
    // (productivity.routes.test.ts).
    expect(workbook.worksheets.map((each) => each.name)).toEqual([employee.name, 'Productivity']);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    // The spec's columns as a reader sees them (report-export.unit.test.ts: the cells themselves).
    const values = (row: number) => shownRow(sheet, row).slice(0, REPORT_EXPORT_COLUMNS.length);
    expect(values(1)).toEqual(['All projects']);
    expect(values(2)).toEqual([...REPORT_EXPORT_COLUMNS]);
    expect(values(3)).toEqual(['01-Mar-2026', '0:25', '0:03', '0:22', '0:00']);
    expect(values(4)).toEqual(['Week 2026-W09 Total', '0:25', '0:03', '0:22', '0:00']);
    expect(values(5)).toEqual(['02-Mar-2026', '0:10', '0:01', '0:09', '0:00']);
    expect(values(6)).toEqual(['03-Mar-2026', '0:20', '0:00', '0:20', '0:00']);
    expect(values(7)).toEqual(['Week 2026-W10 Total', '0:30', '0:01', '0:29', '0:00']);
    expect(values(8)).toEqual(['Grand Total', '0:55', '0:04', '0:51', '0:00']);
  });

  it('exports every employee a sheet each, with formula-like names neutralised', async () => {
    const { employee, admin } = await setUpReport();
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await get(cookie, '/api/v1/reports/export-all?startDate=2026-03-01&endDate=2026-03-07');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    // The Summary, a sheet per employee, then the Productivity sheet.
    expect(workbook.worksheets).toHaveLength(4);
    expect(workbook.worksheets[0]?.name).toBe('Summary');
    const cells = workbook.worksheets.flatMap((sheet) => {
      const texts: string[] = [];
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          texts.push(String(cell.value));
        });
      });
      return texts;
    });
    expect(cells).toContain(`${employee.name} (${employee.employeeCode})`);
    expect(cells).toContain(`'=HYPERLINK("x") (${admin.employeeCode})`);
    expect(cells).toContain(`'=HYPERLINK("x")`);
    expect(cells.some((text) => /^[=+\-@]/.test(text))).toBe(false);
  });

  it('exports every employee-day as CSV with format=csv, the same figures as the workbook', async () => {
    const { employee, admin } = await setUpReport();
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await get(
      cookie,
      '/api/v1/reports/export-all?startDate=2026-03-01&endDate=2026-03-07&format=csv',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''01-Mar-2026%20To%2007-Mar-2026%20Tracker%20Report.csv`,
    );
    // The rows themselves: report-csv.unit.test.ts. Here: one per employee-day, names neutralised.
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1)).toEqual([
      `"'=HYPERLINK(""x"")","${admin.employeeCode}","2026-03-02","0:10","0:05","0:05","0:00",0.1667,0.0833,0.0833,0,"All projects"`,
      `"${employee.name}","${employee.employeeCode}","2026-03-01","0:25","0:03","0:22","0:00",0.4167,0.05,0.3667,0,"All projects"`,
      `"${employee.name}","${employee.employeeCode}","2026-03-02","0:10","0:01","0:09","0:00",0.1667,0.0167,0.15,0,"All projects"`,
      `"${employee.name}","${employee.employeeCode}","2026-03-03","0:20","0:00","0:20","0:00",0.3333,0,0.3333,0,"All projects"`,
    ]);
    expect(
      (await get(cookie, '/api/v1/reports/export-all?startDate=2026-03-01&endDate=2026-03-07&format=pdf'))
        .statusCode,
    ).toBe(400);
  });

  it('refuses missing dates and employee with the spec texts, employees, and another organisation', async () => {
    const { employee } = await setUpReport();
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const detailOf = async (url: string) => {
      const response = await get(cookie, url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      return JSON.stringify(response.json());
    };
    expect(await detailOf('/api/v1/reports?endDate=2026-03-07')).toContain(activityTexts.selectStartDate);
    expect(await detailOf('/api/v1/reports?startDate=2026-03-01&endDate=')).toContain(
      activityTexts.selectEndDate,
    );
    expect(await detailOf('/api/v1/reports/export?startDate=2026-03-01&endDate=2026-03-07')).toContain(
      activityTexts.selectEmployee,
    );
    expect(await detailOf('/api/v1/reports?startDate=2026-03-07&endDate=2026-03-01')).toContain(
      'on or after the start date',
    );

    const empty = await get(cookie, '/api/v1/reports/export-all?startDate=2025-01-01&endDate=2025-01-07');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().detail).toBe(activityTexts.noRecord);

    const employeeSession = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    expect(
      (await get(employeeSession.cookie, '/api/v1/reports?startDate=2026-03-01&endDate=2026-03-07'))
        .statusCode,
    ).toBe(403);

    const { cookie: otherCookie } = await signUpOtherOrganization(testApp);
    const foreign = await get(
      otherCookie,
      `/api/v1/reports?startDate=2026-03-01&endDate=2026-03-07&employeeId=${employee.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    const all = await get(otherCookie, '/api/v1/reports?startDate=2026-03-01&endDate=2026-03-07');
    expect(all.json().employees).toEqual([]);
  });
});

describe('reports restricted to one project', () => {
  const createdAt = new Date('2026-02-01T00:00:00Z');
  const insertProject = async (organizationId: string, name: string) => {
    const [project] = await testApp.db
      .insert(projects)
      .values({
        organizationId,
        name,
        description: `${name} work`,
        startDate: '2026-02-01',
        endDate: '2026-06-30',
        status: 2,
        estimatedBudget: 100_000,
        estimatedHours: 400,
        timesheetInterval: 1,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!project) throw new Error('project insert failed');
    return project;
  };

  type AttributedSlot = { start: string; tracked: number; idle?: number; todoId?: string };
  // Rows as tracking's attributeSlot writes them: worked = tracked − idle, cost at 100 an hour.
  const insertProjectTime = (projectId: string, employeeId: string, slots: AttributedSlot[]) =>
    testApp.db.insert(projectTime).values(
      slots.map((slot) => {
        const worked = slot.tracked - (slot.idle ?? 0);
        return {
          organizationId: testApp.demoOrganizationId,
          projectId,
          todoId: slot.todoId ?? null,
          employeeId,
          slotStart: new Date(slot.start),
          trackedSeconds: slot.tracked,
          idleSeconds: slot.idle ?? 0,
          workedSeconds: worked,
          hourlyRate: 100,
        };
      }),
    );

  // Log-off included in idle, so a report that wrongly added the gaps between the project's slots
  // (09:10–09:30 below) would show them.
  const setUpProjects = async () => {
    await setOrganization({ timeZone: 'UTC', isLogOffIncludedInIdle: true });
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const apollo = await insertProject(testApp.demoOrganizationId, 'Apollo');
    const hermes = await insertProject(testApp.demoOrganizationId, 'Hermes');
    const [todo] = await testApp.db
      .insert(todos)
      .values({
        organizationId: testApp.demoOrganizationId,
        projectId: apollo.id,
        name: 'Landing page',
        status: 2,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!todo) throw new Error('todo insert failed');
    // The whole day's tracked time, of which only part is Apollo's.
    await insertSlots(employee.id, [...knownDay, { start: '2026-03-03T09:00:00Z', tracked: 600 }]);
    await insertSlots(admin.id, [{ start: '2026-03-02T12:00:00Z', tracked: 600, idle: 300 }]);
    // 1 March: one slot split between the project and its to-do, and a later slot: tracked 800 s →
    // 13 min, idle 160 s → 3 min, actual 10 min; no log-off for the 09:10–09:30 gap.
    await insertProjectTime(apollo.id, employee.id, [
      { start: '2026-03-01T09:00:00Z', tracked: 300, idle: 60 },
      { start: '2026-03-01T09:00:00Z', tracked: 200, todoId: todo.id },
      { start: '2026-03-01T09:30:00Z', tracked: 300, idle: 100 },
      // Outside the range.
      { start: '2026-03-09T09:00:00Z', tracked: 600 },
    ]);
    await insertProjectTime(apollo.id, admin.id, [
      { start: '2026-03-02T12:00:00Z', tracked: 600, idle: 300 },
    ]);
    // Another project's time never shows in Apollo's report.
    await insertProjectTime(hermes.id, employee.id, [{ start: '2026-03-03T09:00:00Z', tracked: 600 }]);
    return { employee, admin, apollo, hermes };
  };

  const daysOf = (employee: { weeks: { days: unknown[] }[] }) => employee.weeks.flatMap((week) => week.days);

  it("restricts the figures to the project's attributed time, without log-off", async () => {
    const { employee, admin, apollo } = await setUpProjects();
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const range = 'startDate=2026-03-01&endDate=2026-03-07';

    const response = await get(cookie, `/api/v1/reports?${range}&projectId=${apollo.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.project).toEqual({ id: apollo.id, name: 'Apollo' });
    const byId = new Map(body.employees.map((row: { employeeId: string }) => [row.employeeId, row]));
    expect([...byId.keys()].sort()).toEqual([employee.id, admin.id].sort());
    expect(daysOf(byId.get(employee.id) as never)).toEqual([
      { date: '2026-03-01', hoursWorkedMinutes: 13, idleMinutes: 3, actualWorkMinutes: 10, manualMinutes: 0 },
    ]);
    expect(daysOf(byId.get(admin.id) as never)).toEqual([
      { date: '2026-03-02', hoursWorkedMinutes: 10, idleMinutes: 5, actualWorkMinutes: 5, manualMinutes: 0 },
    ]);
    expect(body.grandTotal).toEqual({
      hoursWorkedMinutes: 23,
      idleMinutes: 8,
      actualWorkMinutes: 15,
      manualMinutes: 0,
    });

    // One employee within the project; '' is all projects, every tracked minute with log-off.
    const one = await get(cookie, `/api/v1/reports?${range}&projectId=${apollo.id}&employeeId=${admin.id}`);
    expect(one.json().employees.map((row: { employeeId: string }) => row.employeeId)).toEqual([admin.id]);
    const all = await get(cookie, `/api/v1/reports?${range}&projectId=`);
    expect(all.json().project).toBeNull();
    const own = all.json().employees.find((row: { employeeId: string }) => row.employeeId === employee.id);
    expect(daysOf(own)[0]).toEqual({
      date: '2026-03-01',
      hoursWorkedMinutes: 40,
      idleMinutes: 18,
      actualWorkMinutes: 22,
      manualMinutes: 0,
    });
  });

  it("answers 404 for another organisation's project, and 400 for a malformed id", async () => {
    const { apollo } = await setUpProjects();
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    const foreign = await insertProject(other.organizationId, 'Foreign');
    const range = 'startDate=2026-03-01&endDate=2026-03-07';

    for (const url of [
      `/api/v1/reports?${range}&projectId=${foreign.id}`,
      `/api/v1/reports/export-all?${range}&projectId=${foreign.id}`,
    ]) {
      const response = await get(cookie, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Project not found.');
    }
    // Nor does the other organisation see the demo's project.
    expect((await get(other.cookie, `/api/v1/reports?${range}&projectId=${apollo.id}`)).statusCode).toBe(404);
    expect((await get(cookie, `/api/v1/reports?${range}&projectId=apollo`)).statusCode).toBe(400);
  });

  it('names the project in the file, the workbook title and the first row of every sheet', async () => {
    const { employee, apollo } = await setUpProjects();
    await testApp.db.update(projects).set({ name: '=Apollo/2' }).where(eq(projects.id, apollo.id));
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const range = 'startDate=2026-03-01&endDate=2026-03-07';

    const one = await get(
      cookie,
      `/api/v1/reports/export?${range}&employeeId=${employee.id}&projectId=${apollo.id}`,
    );
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toBe(
      `attachment; filename="01-Mar-2026 To 07-Mar-2026 Tracker Report - =Apollo 2.xlsx"; filename*=UTF-8''01-Mar-2026%20To%2007-Mar-2026%20Tracker%20Report%20-%20%3DApollo%202.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(one.rawPayload as unknown as ArrayBuffer);
    expect(workbook.title).toBe('01-Mar-2026 To 07-Mar-2026 Tracker Report - =Apollo 2');
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (row: number) => shownRow(sheet, row).slice(0, REPORT_EXPORT_COLUMNS.length);
    expect(values(1)).toEqual(['Project: =Apollo/2']);
    expect(values(2)).toEqual([...REPORT_EXPORT_COLUMNS]);
    expect(values(3)).toEqual(['01-Mar-2026', '0:13', '0:03', '0:10', '0:00']);

    const all = await get(cookie, `/api/v1/reports/export-all?${range}&projectId=${apollo.id}`);
    expect(all.statusCode).toBe(200);
    const allBook = new ExcelJS.Workbook();
    await allBook.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    // The Summary, the two people with Apollo time, then the Productivity sheet, each headed by the
    // project.
    expect(allBook.worksheets).toHaveLength(4);
    for (const each of allBook.worksheets) {
      expect((each.getRow(1).values as unknown[]).slice(1)).toEqual(['Project: =Apollo/2']);
    }
  });
});
