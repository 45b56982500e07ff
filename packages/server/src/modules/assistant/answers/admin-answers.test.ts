import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { formatMoney } from '@pulse/shared/domain/number-format';
import { usedPercent } from '@pulse/shared/domain/project-consumption';
import { describe, expect, it, onTestFinished } from 'vitest';
import { authFor, signUpOtherOrganization, useReadOnlyTestApp } from '../../../test-support/test-app';
import { findProjects } from '../../projects/projects.service';
import {
  answerAttendanceMissing,
  answerOnLeave,
  answerPendingApprovals,
  answerProjectsOverBudget,
} from './admin-answers';

const testApp = useReadOnlyTestApp({ withDemoHistory: true });

const ADMIN = 'admin@demo.pulse';
const EMPLOYEE = 'employee@demo.pulse';

const contextOf = async (email: string) => {
  const { auth } = await authFor(testApp, email);
  return { deps: testApp, auth, now: testApp.clock.now() };
};

describe('who is on leave', () => {
  it.each([
    [
      '2026-02-13',
      'On Friday, 13 February 2026, 1 employee was on approved leave:\n• Rahul Mehta (2 days: 12 February 2026 to 13 February 2026)',
    ],
    [
      '2026-02-27',
      'On Friday, 27 February 2026, 1 employee was on approved leave:\n• Divya Menon (half day: 27 February 2026)',
    ],
    ['2026-03-02', 'No one is on approved leave on Monday, 2 March 2026.'],
    // Pending applications are not leave yet.
    ['2026-03-12', 'No one will be on approved leave on Thursday, 12 March 2026.'],
  ])('answers an administrator for %s from the Employee Leaves tab', async (date, expected) => {
    const answer = await answerOnLeave(await contextOf(ADMIN), { kind: 'on-leave', date });
    expect(answer.text).toBe(expected);
    expect(answer.links).toEqual([{ label: 'Leaves', href: '/dashboard/leaves' }]);
  });

  it('refuses an employee without naming anyone', async () => {
    const answer = await answerOnLeave(await contextOf(EMPLOYEE), { kind: 'on-leave', date: '2026-02-13' });
    expect(answer.text).toMatch(/^Sorry, only administrators can see who is on leave\./);
    expect(answer.text).not.toContain('Rahul');
    expect(answer.links).toEqual([]);
  });
});

describe('who has not marked attendance', () => {
  const ask = async (email: string, date: string) =>
    answerAttendanceMissing(await contextOf(email), { kind: 'attendance-missing', date });

  it('lists the active employees without a record on a working day, and who of them was absent', async () => {
    // The demo has records for everyone on the days they worked; Vikram Singh did not come in on the
    // 25th (demo-work-days.ts).
    const answer = await ask(ADMIN, '2026-02-25');
    expect(answer.text).toBe(
      '24 of 25 employees were present on Wednesday, 25 February 2026; absent (no attendance, tracked time or leave): Vikram Singh.\n1 employee has not marked attendance on Wednesday, 25 February 2026:\n• Vikram Singh',
    );
    expect(answer.links).toEqual([{ label: 'Attendance', href: '/dashboard/attendance' }]);
  });

  it('leaves out whoever is on a full day of approved leave', async () => {
    // Before the demo's attendance history: nobody has a record, and Rahul Mehta was on leave.
    const { text } = await ask(ADMIN, '2026-02-13');
    expect(text).toContain('\n24 employees have not marked attendance on Friday, 13 February 2026:\n');
    expect(text).toContain('\n1 employee on approved leave is not counted.');
  });

  it('says "so far" today', async () => {
    const { text } = await ask(ADMIN, '2026-03-02');
    expect(text).toContain(
      '\n25 employees have not marked attendance so far today (Monday, 2 March 2026):\n',
    );
  });

  it.each([
    ['2026-03-01', '1 March 2026 is a Sunday, not a working day, so no attendance is expected.'],
    ['2026-01-26', 'Monday, 26 January 2026 is a holiday (Republic Day), so no attendance is expected.'],
    ['2026-03-03', 'Tuesday, 3 March 2026 is still ahead, so no attendance is missing yet.'],
  ])('says why none is expected on %s', async (date, expected) => {
    expect((await ask(ADMIN, date)).text).toBe(expected);
  });

  it('refuses an employee', async () => {
    const answer = await ask(EMPLOYEE, '2026-02-25');
    expect(answer.text).toMatch(/^Sorry, only administrators can see other employees' attendance\./);
    expect(answer.text).not.toContain('Vikram');
  });
});

describe('leaves waiting for my decision', () => {
  it.each([
    [
      ADMIN,
      'Rahul Mehta and Arjun Rao chose the administrator',
      [
        '3 leave applications are waiting for your decision:',
        '• Arjun Rao: 9 March 2026 (half day)',
        '• Rahul Mehta: 12 March 2026 to 13 March 2026 (2 days)',
        '• Rahul Mehta: 26 March 2026 (half day)',
        // The administrator may have meant everyone's: Priya Nair's application names Rahul Mehta.
        'In the whole organisation, 4 leave applications are pending.',
      ],
    ],
    [
      EMPLOYEE,
      'an employee chosen as manager sees them on Leaves For Your Approval too',
      [
        '2 leave applications are waiting for your decision:',
        '• Arjun Rao: 9 March 2026 (half day)',
        '• Priya Nair: 16 March 2026 to 18 March 2026 (3 days)',
      ],
    ],
  ])('lists the pending applications naming %s as manager (%s)', async (email, _why, lines) => {
    const answer = await answerPendingApprovals(await contextOf(email));
    expect(answer.text).toBe(lines.join('\n'));
    expect(answer.links).toEqual([{ label: 'Leaves', href: '/dashboard/leaves' }]);
  });

  it("has nothing of the demo's for another organisation's administrator", async () => {
    onTestFinished(testApp.reset);
    const other = await signUpOtherOrganization(testApp);
    expect((await answerPendingApprovals(await contextOf(other.email))).text).toBe(
      'You have no leave applications waiting for your decision.',
    );
  });
});

describe('projects over their estimates', () => {
  it('lists the projects the Project List shows in red, with its figures', async () => {
    const context = await contextOf(ADMIN);
    const { items } = await findProjects(testApp, context.auth, { pageSize: 100 });
    const portal = items.find((project) => project.name === 'Customer Portal Redesign');
    if (!portal) throw new Error('demo project missing');
    const answer = await answerProjectsOverBudget(context);
    expect(answer.text).toBe(
      `1 of the organisation's 6 projects is over the estimate:\n• Customer Portal Redesign: Consumed Budget ${formatMoney(portal.consumedBudget, 'INR')} of ₹1,50,000.00 (${usedPercent(portal.consumedBudget, 150000)}%); Consumed Hours ${formatDurationInProse(portal.consumedHours * 60)} of 180:00 h (${usedPercent(portal.consumedHours, 180)}%)`,
    );
    expect(answer.links).toEqual([{ label: 'Projects', href: '/dashboard/projects' }]);
  });

  it("counts only an employee's own projects", async () => {
    const { text } = await answerProjectsOverBudget(await contextOf(EMPLOYEE));
    expect(text).toMatch(/^1 of your 2 projects is over the estimate:\n• Customer Portal Redesign: /);
  });

  it("sees none of the demo's projects from another organisation", async () => {
    onTestFinished(testApp.reset);
    const other = await signUpOtherOrganization(testApp);
    const { text } = await answerProjectsOverBudget(await contextOf(other.email));
    expect(text).toBe('There are no projects for you to see yet.');
  });
});
