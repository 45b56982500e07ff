import { calendarDayOf } from '@pulse/shared/domain/organization-day';
import { and, asc, eq, gte } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  employees,
  manualTimeRequests,
  organizations,
  projectDays,
  projects,
  projectTime,
} from '../../db/schema/index';
import { useTestApp } from '../../test-support/test-app';

// Hardening (reads at scale): the approved-time report reads the project-day roll-up (project_days),
// which the database keeps from project_time (migration 0027). This holds it to the raw rows through
// the ways they change: an insert of tracker and manual-time rows across the organisation's midnight,
// an update, a deletion and a change of the organisation's zone.
const testApp = useTestApp();

// What the roll-up holds for an employee from 2026-03-01 on, and the same sums worked out here from the
// raw rows: tracked and away from the tracker's rows (clamped as day-totals.ts clamps), cost from all.
const FROM = new Date('2026-02-28T00:00:00Z');
const rolledUp = async (employeeId: string) =>
  (
    await testApp.db
      .select()
      .from(projectDays)
      .where(and(eq(projectDays.employeeId, employeeId), gte(projectDays.workDate, '2026-02-28')))
      .orderBy(asc(projectDays.workDate), asc(projectDays.projectId))
  ).map(({ projectId, workDate, trackedSeconds, awaySeconds, cost }) => ({
    projectId,
    workDate,
    trackedSeconds,
    awaySeconds,
    cost: Number(cost.toFixed(6)),
  }));
const sumsOfRawRows = async (employeeId: string, timeZone: string) => {
  const rows = await testApp.db
    .select()
    .from(projectTime)
    .where(and(eq(projectTime.employeeId, employeeId), gte(projectTime.slotStart, FROM)));
  const days = new Map<string, Awaited<ReturnType<typeof rolledUp>>[number]>();
  for (const row of rows) {
    const workDate = calendarDayOf(row.slotStart, timeZone);
    const key = `${workDate}|${row.projectId}`;
    const day = days.get(key) ?? {
      projectId: row.projectId,
      workDate,
      trackedSeconds: 0,
      awaySeconds: 0,
      cost: 0,
    };
    if (row.manualTimeRequestId === null) {
      const tracked = Math.min(600, Math.max(0, row.trackedSeconds));
      day.trackedSeconds += tracked;
      day.awaySeconds += Math.min(tracked, Math.max(0, row.idleSeconds));
    }
    day.cost = Number((day.cost + (row.workedSeconds * row.hourlyRate) / 3600).toFixed(6));
    days.set(key, day);
  }
  return [...days.values()].sort(
    (a, b) => a.workDate.localeCompare(b.workDate) || a.projectId.localeCompare(b.projectId),
  );
};

it('keeps project_days equal to the sums of project_time through inserts, updates, deletions and a new zone', async () => {
  const [priya] = await testApp.db
    .select()
    .from(employees)
    .where(eq(employees.officialEmail, 'priya.nair@demo.pulse'));
  const [mobileApp, website] = await testApp.db.select().from(projects).orderBy(asc(projects.name)).limit(2);
  if (!priya || !mobileApp || !website) throw new Error('the demo changed');
  // The request a manual-time row comes from (pending: only the row's key matters here).
  const [request] = await testApp.db
    .insert(manualTimeRequests)
    .values({
      organizationId: testApp.demoOrganizationId,
      employeeId: priya.id,
      workDate: '2026-03-02',
      startedAt: new Date('2026-03-01T19:00:00Z'),
      endedAt: new Date('2026-03-01T19:30:00Z'),
      projectId: website.id,
      isProductive: true,
      reason: 'Workshop',
      status: 'pending',
    })
    .returning({ id: manualTimeRequests.id });
  if (!request) throw new Error('no request inserted');
  const base = { organizationId: testApp.demoOrganizationId, employeeId: priya.id, todoId: null };
  // Asia/Kolkata's 2026-03-02 starts at 2026-03-01T18:30Z: the slots either side fall on two days.
  const inserted = await testApp.db
    .insert(projectTime)
    .values([
      {
        ...base,
        projectId: mobileApp.id,
        slotStart: new Date('2026-03-01T18:20:00Z'),
        trackedSeconds: 600,
        idleSeconds: 60,
        workedSeconds: 540,
        hourlyRate: 1100,
      },
      {
        ...base,
        projectId: mobileApp.id,
        slotStart: new Date('2026-03-01T18:30:00Z'),
        trackedSeconds: 700,
        idleSeconds: 900,
        workedSeconds: 0,
        hourlyRate: 1100,
      },
      {
        ...base,
        projectId: website.id,
        slotStart: new Date('2026-03-01T18:40:00Z'),
        trackedSeconds: 420,
        idleSeconds: 0,
        workedSeconds: 420,
        hourlyRate: 1250.5,
      },
      // Manual time: costed, but not tracker time (the timesheet reads it from its request).
      {
        ...base,
        projectId: website.id,
        slotStart: new Date('2026-03-01T19:00:00Z'),
        trackedSeconds: 1800,
        idleSeconds: 0,
        workedSeconds: 1800,
        hourlyRate: 1250.5,
        manualTimeRequestId: request.id,
      },
    ])
    .returning({ id: projectTime.id });
  const timeZone = 'Asia/Kolkata';
  expect(await rolledUp(priya.id)).toEqual(await sumsOfRawRows(priya.id, timeZone));
  expect((await rolledUp(priya.id)).map((day) => day.workDate)).toEqual([
    '2026-03-01',
    '2026-03-02',
    '2026-03-02',
  ]);

  // A re-attribution moves a slot to the other project; a recompute deletes one.
  await testApp.db
    .update(projectTime)
    .set({ projectId: website.id })
    .where(eq(projectTime.id, inserted[1]?.id ?? ''));
  await testApp.db.delete(projectTime).where(eq(projectTime.id, inserted[0]?.id ?? ''));
  expect(await rolledUp(priya.id)).toEqual(await sumsOfRawRows(priya.id, timeZone));
  expect(await rolledUp(priya.id)).toHaveLength(1);

  // In UTC all three slots' day is 2026-03-01.
  await testApp.db
    .update(organizations)
    .set({ timeZone: 'UTC' })
    .where(eq(organizations.id, testApp.demoOrganizationId));
  expect(await rolledUp(priya.id)).toEqual(await sumsOfRawRows(priya.id, 'UTC'));
  expect((await rolledUp(priya.id)).map((day) => day.workDate)).toEqual(['2026-03-01']);
});
