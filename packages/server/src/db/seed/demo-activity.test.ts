import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { calendarDayOf, todayIn } from '@pulse/shared/domain/organization-day';
import { usedPercent } from '@pulse/shared/domain/project-consumption';
import { planDay } from '@pulse/shared/domain/simulated-day';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SAME_ORIGIN, signInAs, type TestApp } from '../../test-support/test-app';
import { activityIntervals, activitySlots, employees, inputMinutes, screenshots } from '../schema/index';
import { DEMO_ADMIN_EMAIL } from './demo';
import { DEMO_BLURRED_EMPLOYEE_NUMBERS, DEMO_HISTORY_DAYS } from './demo-activity';
import { loadDemoWorkDays } from './demo-work-days';

const TIME_ZONE = 'Asia/Kolkata';

// Seeding the history takes seconds: one seeded database for every check of this file (all read-only).
let testApp: TestApp;
// Opening the history copy took over the 60 s hook limit once, on a CI machine under heavy load.
beforeAll(async () => {
  testApp = await createTestApp({ withDemoHistory: true });
}, 180_000);
afterAll(async () => {
  await testApp?.close();
});

const activeEmployees = () =>
  testApp.db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      employeeCode: employees.employeeCode,
      joiningDate: employees.joiningDate,
      screenshotMode: employees.screenshotMode,
    })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, testApp.demoOrganizationId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    );

const filesUnder = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(directory, entry.name)) : [entry.name],
  );

describe('demo history seed', () => {
  it('gives every active employee the days they worked of the last 14 days, weekends as planned', async () => {
    const now = testApp.clock.now();
    const today = todayIn(TIME_ZONE, now);
    const days = Array.from({ length: DEMO_HISTORY_DAYS }, (_, index) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - index * 86_400_000).toISOString().slice(0, 10),
    );
    const people = await activeEmployees();
    expect(people.length).toBeGreaterThan(20);
    const slots = await testApp.db
      .select({ employeeId: activitySlots.employeeId, slotStart: activitySlots.slotStart })
      .from(activitySlots)
      .where(eq(activitySlots.organizationId, testApp.demoOrganizationId));
    const daysOf = new Map<string, Set<string>>();
    for (const slot of slots) {
      const set = daysOf.get(slot.employeeId) ?? new Set<string>();
      set.add(calendarDayOf(slot.slotStart, TIME_ZONE));
      daysOf.set(slot.employeeId, set);
    }
    // Days off their work (demo-work-days.ts): approved full-day leave and the two no-show days.
    const isWorkDay = await testApp.db.transaction((tx) =>
      loadDemoWorkDays(tx, {
        organizationId: testApp.demoOrganizationId,
        workingDays: [1, 2, 3, 4, 5],
        today,
      }),
    );
    let mostDays = 0;
    for (const person of people) {
      const expected = days
        .filter((day) => planDay(`demo:${person.employeeCode}`, day, TIME_ZONE).intervals.length > 0)
        .filter((day) => !person.joiningDate || day >= person.joiningDate)
        .filter((day) => isWorkDay(person.id, day))
        .sort();
      mostDays = Math.max(mostDays, expected.length);
      expect([...(daysOf.get(person.id) ?? [])].sort()).toEqual(expected);
    }
    // 2026-03-02 is a Monday: two weekends in the window, ten working days including today.
    expect(mostDays).toBe(10);
  });

  it('stops today at now', async () => {
    const now = testApp.clock.now();
    const scope = eq(activitySlots.organizationId, testApp.demoOrganizationId);
    const slots = await testApp.db.select().from(activitySlots).where(scope);
    expect(Math.max(...slots.map((slot) => slot.slotStart.getTime()))).toBeLessThan(now.getTime());
    // Today (14:30 in Kolkata) already has the morning's work.
    const today = slots.filter(
      (slot) => calendarDayOf(slot.slotStart, TIME_ZONE) === todayIn(TIME_ZONE, now),
    );
    expect(today.length).toBeGreaterThan(20 * 10);
    const intervals = await testApp.db
      .select()
      .from(activityIntervals)
      .where(eq(activityIntervals.organizationId, testApp.demoOrganizationId));
    const lastEnd = Math.max(
      ...intervals.map((interval) => interval.startedAt.getTime() + interval.durationSeconds * 1000),
    );
    expect(lastEnd).toBeLessThanOrEqual(now.getTime());
    const minutes = await testApp.db
      .select({ minuteStart: inputMinutes.minuteStart })
      .from(inputMinutes)
      .where(eq(inputMinutes.organizationId, testApp.demoOrganizationId));
    expect(Math.max(...minutes.map((minute) => minute.minuteStart.getTime()))).toBeLessThan(now.getTime());
    const shots = await testApp.db
      .select({ capturedAt: screenshots.capturedAt })
      .from(screenshots)
      .where(eq(screenshots.organizationId, testApp.demoOrganizationId));
    expect(Math.max(...shots.map((shot) => shot.capturedAt.getTime()))).toBeLessThanOrEqual(now.getTime());
  });

  it('stores a small pool of files that every screenshot row references', async () => {
    const files = filesUnder(join(testApp.storageDir, 'files'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThanOrEqual(40);
    const rows = await testApp.db
      .selectDistinct({
        storageKey: screenshots.storageKey,
        thumbnailKey: screenshots.thumbnailKey,
        contentHash: screenshots.contentHash,
      })
      .from(screenshots)
      .where(eq(screenshots.organizationId, testApp.demoOrganizationId));
    expect(rows.length).toBeLessThanOrEqual(20);
    // One file per content hash, as ingestion's de-duplication keeps it.
    expect(new Set(rows.map((row) => row.contentHash)).size).toBe(rows.length);
    for (const row of rows) {
      for (const key of [row.storageKey, row.thumbnailKey]) {
        const file = key ? await testApp.storage.get(key) : null;
        expect(file, key ?? 'no key').not.toBeNull();
        file?.body.destroy();
      }
    }
    const [count] = await testApp.db
      .select({ id: screenshots.id })
      .from(screenshots)
      .where(eq(screenshots.organizationId, testApp.demoOrganizationId))
      .then((all) => [all.length]);
    expect(count).toBeGreaterThan(1000);
  });

  it('stores only blurred screenshots for the employees set to blurred', async () => {
    const people = await activeEmployees();
    const blurred = people.filter((person) => person.screenshotMode === 'blurred');
    expect(blurred.map((person) => person.employeeNumber).sort((a, b) => a - b)).toEqual(
      DEMO_BLURRED_EMPLOYEE_NUMBERS,
    );
    const rows = await testApp.db
      .select({ employeeId: screenshots.employeeId, isBlurred: screenshots.isBlurred })
      .from(screenshots)
      .where(eq(screenshots.organizationId, testApp.demoOrganizationId));
    const blurredIds = new Set(blurred.map((person) => person.id));
    expect(rows.some((row) => blurredIds.has(row.employeeId))).toBe(true);
    for (const row of rows) expect(row.isBlurred).toBe(blurredIds.has(row.employeeId));
  });

  it('gives plausible time sheet numbers for a seeded weekday', async () => {
    const { cookie } = await signInAs(testApp, DEMO_ADMIN_EMAIL);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/time-sheet?date=2026-02-27',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(response.statusCode).toBe(200);
    const rows: { hoursWorkedMinutes: number; idleMinutes: number; actualWorkMinutes: number }[] =
      response.json().rows;
    expect(rows.length).toBe((await activeEmployees()).length);
    for (const row of rows) {
      expect(row.hoursWorkedMinutes).toBeGreaterThanOrEqual(7 * 60);
      expect(row.hoursWorkedMinutes).toBeLessThanOrEqual(10 * 60);
      // Lunch and idle spells are idle time inside tracked time.
      expect(row.idleMinutes).toBeGreaterThanOrEqual(45);
      expect(row.actualWorkMinutes).toBe(row.hoursWorkedMinutes - row.idleMinutes);
    }
  });

  it('attributes the history to the demo projects: real consumed figures, one project over both estimates', async () => {
    const { cookie } = await signInAs(testApp, DEMO_ADMIN_EMAIL);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: { ...SAME_ORIGIN, cookie },
    });
    const items: {
      name: string;
      consumedHours: number;
      estimatedHours: number;
      consumedBudget: number;
      estimatedBudget: number;
    }[] = response.json().items;
    const figures = Object.fromEntries(items.map((item) => [item.name, item]));
    expect(figures['Sales CRM Integration']?.consumedHours).toBe(0);
    for (const name of [
      'Pulse Mobile App',
      'Data Warehouse Migration',
      'HR Onboarding Portal',
      'Design System',
    ]) {
      expect(figures[name]?.consumedHours).toBeGreaterThan(10);
      expect(figures[name]?.consumedBudget).toBeGreaterThan(figures[name]?.consumedHours ?? 0);
    }
    const overBudget = figures['Customer Portal Redesign'];
    expect(overBudget?.consumedHours).toBeGreaterThan(overBudget?.estimatedHours ?? Infinity);
    expect(overBudget?.consumedBudget).toBeGreaterThan(overBudget?.estimatedBudget ?? Infinity);
    // Its alerts were sent when the demo was seeded: in the admin's bell, with the share it really used.
    const percent = usedPercent(overBudget?.consumedHours ?? 0, overBudget?.estimatedHours ?? 0);
    expect(percent).toBeGreaterThan(100);
    const bell = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(bell.json().items.map((item: { description: string }) => item.description)).toEqual(
      expect.arrayContaining([
        `Customer Portal Redesign has used ${percent}% of its estimated hours (` +
          `${formatDurationInProse((overBudget?.consumedHours ?? 0) * 60)} of ` +
          `${formatDurationInProse((overBudget?.estimatedHours ?? 0) * 60)}) and crossed the 100% alert threshold.`,
      ]),
    );
  });
});
