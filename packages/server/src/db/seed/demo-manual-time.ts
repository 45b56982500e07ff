import { type ManualTimeStatus, manualTimeMinutes } from '@pulse/shared/domain/manual-time-rules';
import { localTimeOf, todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { planDay } from '@pulse/shared/domain/simulated-day';
import { unionOf } from '@pulse/shared/domain/slot-rollup';
import { and, eq, inArray } from 'drizzle-orm';
import { manualTimeDeliveries } from '../../modules/notifications/manual-time-deliveries';
import { recordManualProjectTime } from '../../modules/projects/project-time';
import { noRealtime } from '../../realtime/realtime';
import type { Transaction } from '../client';
import {
  employees,
  manualTimeRequests,
  notifications,
  projectMembers,
  projects,
  todos,
} from '../schema/index';
import { PLAN_SEED } from './demo-activity';
import { loadDemoCalendar, loadDemoWorkDays, workingDayBefore } from './demo-work-days';

// Manual (offline) time of the demo (spec A §1): requests pending, approved and denied over the last
// two weeks, each in the log-off gap of that employee's planned day (the errand the tracker did not
// see, demo-activity.ts plans it), so none overlaps the seeded tracked time. Rahul Mehta, the demo
// employee, manages Pulse Mobile App: Priya Nair's pending request waits in his "To approve" tab.

type DemoRequest = {
  // Employee numbers as in demo.ts: 1 Asha Verma (admin), 2 Rahul Mehta, 3 Priya Nair, …
  employee: number;
  // Working days (demo-work-days.ts) before today.
  weekdaysAgo: number;
  project: string | null;
  todo?: string;
  isProductive: boolean;
  reason: string;
  status: ManualTimeStatus;
  decidedBy?: number;
  note?: string;
};

const REQUESTS: DemoRequest[] = [
  {
    employee: 3,
    weekdaysAgo: 2,
    project: 'Pulse Mobile App',
    todo: 'Offline sync of tracked time',
    isProductive: true,
    reason: 'Whiteboard session on conflict handling with the design team, away from my laptop.',
    status: 'pending',
  },
  {
    employee: 2,
    weekdaysAgo: 1,
    project: 'Pulse Mobile App',
    isProductive: true,
    reason: 'Interviewed a mobile developer candidate in the meeting room.',
    status: 'pending',
  },
  {
    employee: 4,
    weekdaysAgo: 5,
    project: 'Pulse Mobile App',
    isProductive: true,
    reason: 'Release demo at the client’s office.',
    status: 'approved',
    decidedBy: 2,
    note: 'Thanks for covering the demo.',
  },
  {
    employee: 2,
    weekdaysAgo: 3,
    project: 'Customer Portal Redesign',
    todo: 'Usage dashboard charts',
    isProductive: true,
    reason: 'Customer workshop on the usage dashboard, on their premises.',
    status: 'approved',
    decidedBy: 6,
  },
  {
    employee: 7,
    weekdaysAgo: 4,
    project: 'Customer Portal Redesign',
    isProductive: false,
    reason: 'Bank visit.',
    status: 'denied',
    decidedBy: 6,
    note: 'A personal errand is not project time: please apply for leave instead.',
  },
  {
    employee: 8,
    weekdaysAgo: 6,
    project: null,
    isProductive: false,
    reason: 'Fire drill and building evacuation.',
    status: 'approved',
    decidedBy: 1,
  },
];

const FIVE_MINUTES = 5 * 60_000;

// The longest stretch between two tracked spans of the employee's planned day, shrunk to whole
// 5-minute marks (the log-off gap of simulated-day.ts).
const offTheTrackerOf = (employeeCode: string, date: string, timeZone: string) => {
  const plan = planDay(`${PLAN_SEED}:${employeeCode}`, date, timeZone);
  const tracked = unionOf(
    plan.intervals
      .filter((interval) => interval.kind === 'focus' || interval.kind === 'active')
      .map((interval) => {
        const start = Date.parse(interval.startedAt);
        return { start, end: start + interval.durationSeconds * 1000 };
      }),
  );
  let best: { start: number; end: number } | null = null;
  for (let index = 1; index < tracked.length; index += 1) {
    const start = Math.ceil((tracked[index - 1]?.end ?? 0) / FIVE_MINUTES) * FIVE_MINUTES;
    const end = Math.floor((tracked[index]?.start ?? 0) / FIVE_MINUTES) * FIVE_MINUTES;
    if (end - start >= 3 * FIVE_MINUTES && (!best || end - start > best.end - best.start))
      best = { start, end };
  }
  return best && { startedAt: new Date(best.start), endedAt: new Date(best.end) };
};

export const seedDemoManualTime = async (
  tx: Transaction,
  input: {
    organizationId: string;
    timeZone: string;
    currency: string;
    workingDays: readonly number[];
    now: Date;
  },
) => {
  const { organizationId, timeZone, currency, now } = input;
  const today = todayIn(timeZone, now);
  const calendar = await loadDemoCalendar(tx, organizationId, input.workingDays);
  const isWorkDay = await loadDemoWorkDays(tx, { organizationId, workingDays: input.workingDays, today });
  const people = await tx
    .select({
      id: employees.id,
      number: employees.employeeNumber,
      name: employees.name,
      employeeCode: employees.employeeCode,
      officialEmail: employees.officialEmail,
      roleId: employees.roleId,
    })
    .from(employees)
    .where(eq(employees.organizationId, organizationId));
  const personOf = (number: number) => {
    const person = people.find((row) => row.number === number);
    if (!person) throw new Error(`demo employee ${number} missing`);
    return person;
  };
  const projectRows = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.organizationId, organizationId));
  const todoRows = await tx
    .select({ id: todos.id, name: todos.name })
    .from(todos)
    .where(eq(todos.organizationId, organizationId));
  const managerRows = await tx
    .select({ projectId: projectMembers.projectId, employeeId: projectMembers.employeeId })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.organizationId, organizationId),
        eq(projectMembers.isManager, true),
        inArray(
          projectMembers.projectId,
          projectRows.map((row) => row.id),
        ),
      ),
    );
  const admins = people.filter((person) => person.roleId === ROLE.admin);
  const deps = { clock: { now: () => now }, realtime: noRealtime };

  for (const request of REQUESTS) {
    const person = personOf(request.employee);
    const date = workingDayBefore(today, request.weekdaysAgo, calendar);
    // Manual time belongs to a day the person worked (demo-work-days.ts).
    if (!isWorkDay(person.id, date)) continue;
    const span = offTheTrackerOf(person.employeeCode, date, timeZone);
    if (!span) continue;
    const project = projectRows.find((row) => row.name === request.project) ?? null;
    const todo = todoRows.find((row) => row.name === request.todo) ?? null;
    const createdAt = new Date(Math.min(span.endedAt.getTime() + 2 * 3_600_000, now.getTime()));
    const decidedAt = new Date(Math.min(createdAt.getTime() + 20 * 3_600_000, now.getTime()));
    const decider = request.decidedBy ? personOf(request.decidedBy) : null;
    const [row] = await tx
      .insert(manualTimeRequests)
      .values({
        organizationId,
        employeeId: person.id,
        workDate: date,
        ...span,
        projectId: project?.id ?? null,
        todoId: todo?.id ?? null,
        isProductive: request.isProductive,
        reason: request.reason,
        status: request.status,
        decidedById: decider?.id ?? null,
        decidedAt: request.status === 'pending' ? null : decidedAt,
        decisionNote: request.note ?? null,
        createdAt,
      })
      .returning({ id: manualTimeRequests.id });
    if (!row) throw new Error('demo manual-time insert returned nothing');
    const minutes = manualTimeMinutes(span);
    if (request.status === 'approved' && project) {
      await recordManualProjectTime(
        deps,
        tx,
        { organizationId, employeeId: person.id, organization: { id: organizationId, currency } },
        {
          manualTimeRequestId: row.id,
          projectId: project.id,
          todoId: todo?.id ?? null,
          startedAt: span.startedAt,
          seconds: minutes * 60,
        },
      );
    }
    if (request.status !== 'pending') continue;
    // The deciders' bells start with the pending requests, unread (as the demo's pending leaves).
    const managerIds = new Set(
      managerRows.filter((manager) => manager.projectId === project?.id).map((manager) => manager.employeeId),
    );
    const deciders = [...people.filter((candidate) => managerIds.has(candidate.id)), ...admins]
      .filter((candidate, index, list) => list.findIndex((other) => other.id === candidate.id) === index)
      .filter((candidate) => candidate.id !== person.id)
      .map((candidate) => ({ ...candidate, isManager: managerIds.has(candidate.id) }));
    const { notifications: bells } = manualTimeDeliveries({
      kind: 'manual-time',
      organizationId,
      event: 'manual-time-requested',
      actor: person,
      employee: person,
      deciders,
      date,
      from: localTimeOf(span.startedAt, timeZone),
      to: localTimeOf(span.endedAt, timeZone),
      minutes,
      projectName: project?.name ?? null,
      reason: request.reason,
      note: '',
    });
    if (bells.length > 0) {
      await tx.insert(notifications).values(
        bells.map((bell) => ({
          organizationId: bell.organizationId,
          recipientId: bell.recipientId,
          leaveId: null,
          projectId: null,
          event: bell.event,
          recipientRole: bell.recipientRole,
          description: bell.description,
          sentById: person.id,
          createdAt,
        })),
      );
    }
  }
};
