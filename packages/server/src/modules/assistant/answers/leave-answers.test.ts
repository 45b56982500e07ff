import { LIST_PAGE_SIZE } from '@pulse/shared/contracts/leaves';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { paths } from '@pulse/shared/paths';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../../db/seed/demo';
import { authFor, useTestApp } from '../../../test-support/test-app';
import { applyLeave, findMyLeaves, getLeaveSummary, takeLeaveAction } from '../../leaves/leaves.service';
import type { DateRange } from '../assistant-intent';
import { answerApplyLeave, answerLeaveApplications, answerLeaveBalance } from './leave-answers';

// The asker's own leave (spec A §2 Leaves Status, §9; spec B §2 Your Applied Leaves, Apply leave), on
// the demo: Rahul Mehta (employee@demo.pulse) has 2 days taken, 2 applications pending, one rejected and
// one cancelled this year; Asha Verma (admin@demo.pulse) has none. Today is Monday, 2 March 2026.
const testApp = useTestApp();

const contextOf = async (email: string) => {
  const { auth, employee } = await authFor(testApp, email);
  return { context: { deps: testApp, auth, now: testApp.clock.now() }, auth, employee };
};

const leavesLink = { label: 'Leaves', href: paths.leaves.getHref() };

describe('leave balance', () => {
  it("says the dashboard's Leaves Status numbers and the applications waiting for a decision", async () => {
    const { context, auth } = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const summary = await getLeaveSummary(testApp, auth, {});
    const answer = await answerLeaveBalance(context);
    expect(answer.text).toBe(
      `You have ${summary.pending} leaves pending of ${summary.entitled} entitled this year; ${summary.taken} taken. 2 of your leave applications are waiting for a decision.`,
    );
    expect(answer.text).toContain('You have 18 leaves pending of 20 entitled this year; 2 taken.');
    expect(answer.links).toEqual([leavesLink]);
  });

  it('follows a decision: an approved application counts as taken and waits no more', async () => {
    const { context, auth } = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const { auth: admin } = await authFor(testApp, DEMO_ADMIN_EMAIL);
    const pending = (await findMyLeaves(testApp, auth, { page: 1, pageSize: LIST_PAGE_SIZE })).items.find(
      (leave) => leave.fromDate === '2026-03-12',
    );
    if (!pending) throw new Error('the demo has a pending leave from 12 March');
    await takeLeaveAction(testApp, admin, pending.id, 'approve');
    const answer = await answerLeaveBalance(context);
    expect(answer.text).toBe(
      'You have 16 leaves pending of 20 entitled this year; 4 taken. 1 of your leave applications is waiting for a decision.',
    );
  });

  it('leaves the waiting sentence out when nothing waits', async () => {
    const { context } = await contextOf(DEMO_ADMIN_EMAIL);
    expect((await answerLeaveBalance(context)).text).toBe(
      'You have 20 leaves pending of 20 entitled this year; 0 taken.',
    );
  });
});

describe('leave applications', () => {
  it('lists the pending ones, newest first, as the Leaves page shows them, with their days in all', async () => {
    const { context } = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const answer = await answerLeaveApplications(context, { kind: 'leave-applications', status: 'pending' });
    expect(answer.text).toBe(
      [
        'You have 2 pending leave applications (2.5 days in all):',
        '• 26 March 2026 (half day): Pending (sent to Asha Verma) — Bank appointment in the morning',
        '• 12 March 2026 to 13 March 2026 (2 days): Pending (sent to Asha Verma) — Family function in Pune',
      ].join('\n'),
    );
    expect(answer.links).toEqual([leavesLink]);
  });

  it("lists all of this year's with the status the Leaves page shows", async () => {
    const { context, auth } = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const answer = await answerLeaveApplications(context, { kind: 'leave-applications', status: 'all' });
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe('You have 5 leave applications this year:');
    const page = await findMyLeaves(testApp, auth, { page: 1, pageSize: LIST_PAGE_SIZE });
    expect(lines.slice(1).map((line) => line.split(': ')[1]?.split(' — ')[0])).toEqual(
      page.items.map((leave) =>
        leave.decidedBy
          ? `${leave.statusName} by ${leave.decidedBy.name}`
          : leave.status === LEAVE_STATUS.pending
            ? `${leave.statusName} (sent to ${leave.managers.map((manager) => manager.name).join(', ')})`
            : leave.statusName,
      ),
    );
    expect(lines).toContain(
      '• 12 February 2026 to 13 February 2026 (2 days): Approved by Asha Verma — Fever',
    );
    expect(lines).toContain('• 21 January 2026 (1 day): Rejected by Asha Verma — Personal work');
    expect(lines).toContain('• 6 April 2026 to 8 April 2026 (3 days): Cancelled — Trip to Goa');
  });

  it('says how many days were taken in a period asked, the part of each application inside it', async () => {
    const { context } = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const february = { from: '2026-02-01', to: '2026-02-28' };
    const answer = await answerLeaveApplications(context, {
      kind: 'leave-applications',
      status: 'all',
      range: february,
    });
    expect(answer.text.split('\n')).toEqual([
      'Your leave application from 1 February 2026 to 28 February 2026:',
      '• 12 February 2026 to 13 February 2026 (2 days): Approved by Asha Verma — Fever',
      'Taken from 1 February 2026 to 28 February 2026 (approved and Marked Absent): 2 days.',
    ]);
    const thirteenth = await answerLeaveApplications(context, {
      kind: 'leave-applications',
      status: 'all',
      range: { from: '2026-02-13', to: '2026-02-20' },
    });
    expect(thirteenth.text).toContain('(approved and Marked Absent): 1 day.');
  });

  it("shows only the asker's own: a colleague's application waiting for the asker is not among them", async () => {
    const { context } = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const answer = await answerLeaveApplications(context, { kind: 'leave-applications', status: 'all' });
    // Priya Nair's pending leave waits for Rahul's decision (Leaves For Your Approval), it is not his.
    expect(answer.text).not.toContain('wedding');
  });

  it.each([
    ['pending', 'You have no pending leave applications.'],
    ['all', 'You have no leave applications this year.'],
  ] as const)('says so in a sentence when there are no %s ones', async (status, text) => {
    const { context } = await contextOf(DEMO_ADMIN_EMAIL);
    const answer = await answerLeaveApplications(context, { kind: 'leave-applications', status });
    expect(answer.text).toBe(text);
    expect(answer.links).toEqual([leavesLink]);
  });

  it('lists 10 and says how many more there are', async () => {
    const { context, auth } = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const { auth: admin } = await authFor(testApp, DEMO_ADMIN_EMAIL);
    // Eleven more one-day applications in May, on top of the two pending ones: 13 pending.
    for (let day = 4; day <= 14; day += 1) {
      const date = `2026-05-${String(day).padStart(2, '0')}`;
      await applyLeave(testApp, auth, {
        fromDate: date,
        toDate: date,
        leaveType: 1,
        description: `Day off ${day}`,
        managerIds: [admin.employeeId],
      });
    }
    const answer = await answerLeaveApplications(context, { kind: 'leave-applications', status: 'pending' });
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe('You have 13 pending leave applications (13.5 days in all):');
    expect(lines.filter((line) => line.startsWith('• '))).toHaveLength(10);
    expect(lines.at(-1)).toBe('… and 3 more');
  });
});

describe('apply for leave', () => {
  const apply = async (email: string, range: DateRange | null) => {
    const { context } = await contextOf(email);
    return answerApplyLeave(context, { kind: 'apply-leave', range });
  };

  it('links Apply Leave prefilled with the dates, and never applies by itself', async () => {
    const { auth, employee } = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const before = (await findMyLeaves(testApp, auth, { page: 1, pageSize: LIST_PAGE_SIZE })).total;
    const answer = await apply(DEMO_EMPLOYEE_EMAIL, { from: '2026-12-02', to: '2026-12-04' });
    expect(answer.text).toBe(
      [
        "I don't apply for leave myself, but Apply Leave is ready with your dates: 2 December 2026 to 4 December 2026 (3 days). Add the reason and your managers, then apply.",
        'You have 18 leaves pending of 20 entitled this year; 2 taken.',
      ].join('\n'),
    );
    expect(answer.links).toEqual([
      {
        label: 'Apply Leave',
        href: paths.addLeave.getHref(employee.employeeCode, { from: '2026-12-02', to: '2026-12-04' }),
      },
    ]);
    expect(answer.links[0]?.href).toBe(
      '/dashboard/add-leave/DEMO-EMP-2-00000002?from=2026-12-02&to=2026-12-04',
    );
    expect((await findMyLeaves(testApp, auth, { page: 1, pageSize: LIST_PAGE_SIZE })).total).toBe(before);
  });

  it('mentions the holidays, the days off and an application the dates would overlap', async () => {
    const answer = await apply(DEMO_EMPLOYEE_EMAIL, { from: '2026-03-10', to: '2026-03-16' });
    expect(answer.text.split('\n')).toEqual([
      "I don't apply for leave myself, but Apply Leave is ready with your dates: 10 March 2026 to 16 March 2026 (7 days). Add the reason and your managers, then apply.",
      'Holidays inside them: Holi (Saturday, 14 March 2026).',
      '1 of these days falls on a Sunday, not a working day.',
      'They overlap your pending leave of 12 March 2026 to 13 March 2026, and Pulse does not accept overlapping applications.',
      'You have 18 leaves pending of 20 entitled this year; 2 taken.',
    ]);
  });

  it('says when the dates ask for more than the balance', async () => {
    const answer = await apply(DEMO_EMPLOYEE_EMAIL, { from: '2026-06-01', to: '2026-06-30' });
    expect(answer.text).toContain('(30 days)');
    expect(answer.text).toContain('8 of these days fall on a Saturday or Sunday, not a working day.');
    expect(answer.text).toContain('That is more than the 18 leaves you have pending.');
  });

  it('asks for the dates and links the empty form when none were given', async () => {
    const answer = await apply(DEMO_EMPLOYEE_EMAIL, null);
    expect(answer.text).toMatch(/^For which dates\?/);
    expect(answer.links).toEqual([
      { label: 'Apply Leave', href: '/dashboard/add-leave/DEMO-EMP-2-00000002' },
    ]);
  });

  it.each([
    [{ from: '2026-02-10', to: '2026-02-12' }, '10 February 2026'],
    [{ from: '2026-03-01', to: '2026-03-03' }, '1 March 2026'],
  ])('politely refuses a range that starts in the past (%o)', async (range, shown) => {
    const answer = await apply(DEMO_EMPLOYEE_EMAIL, range);
    expect(answer.text).toMatch(/^Sorry, /);
    expect(answer.text).toContain(`${shown} is in the past`);
    expect(answer.links).toEqual([
      { label: 'Apply Leave', href: '/dashboard/add-leave/DEMO-EMP-2-00000002' },
    ]);
  });

  it("links the asker's own form: an administrator gets theirs", async () => {
    const answer = await apply(DEMO_ADMIN_EMAIL, { from: '2026-03-02', to: '2026-03-02' });
    expect(answer.text).toContain('2 March 2026 (1 day)');
    expect(answer.links[0]?.href).toBe(
      '/dashboard/add-leave/DEMO-EMP-1-00000001?from=2026-03-02&to=2026-03-02',
    );
  });
});
