import { describe, expect, it } from 'vitest';
import {
  decideTimesheetAction,
  isDayLocked,
  isWeekLocked,
  statusAfterLateChange,
  type TimesheetAction,
  type TimesheetStatus,
  timesheetTexts as texts,
  timesheetWeekOf,
} from './timesheet-status';

const MONDAY = '2026-11-16';
const owner = { isOwner: true, isApprover: false };
const approver = { isOwner: false, isApprover: true };
const adminOwner = { isOwner: true, isApprover: true };
const stranger = { isOwner: false, isApprover: false };
const week = (status: TimesheetStatus, lockedThrough: string | null = null, today = '2026-11-28') => ({
  status,
  weekStart: MONDAY,
  today,
  lockedThrough,
});

describe('decideTimesheetAction', () => {
  it.each<[TimesheetAction, TimesheetStatus, typeof owner, string | null, TimesheetStatus | string]>([
    // submit: the owner, from Open or Rejected
    ['submit', 'open', owner, null, 'submitted'],
    ['submit', 'rejected', owner, null, 'submitted'],
    ['submit', 'submitted', owner, null, texts.alreadySubmitted],
    ['submit', 'approved', owner, null, texts.alreadyApproved],
    ['submit', 'open', approver, null, texts.notOwnWeek],
    // a locked week may still be submitted and approved: the lock freezes its time, not its sign-off
    ['submit', 'open', owner, '2026-11-30', 'submitted'],
    // approve: an approver who is not the owner, from Submitted
    ['approve', 'submitted', approver, null, 'approved'],
    ['approve', 'submitted', approver, '2026-11-30', 'approved'],
    ['approve', 'open', approver, null, texts.notSubmitted],
    ['approve', 'approved', approver, null, texts.notSubmitted],
    ['approve', 'rejected', approver, null, texts.notSubmitted],
    ['approve', 'submitted', adminOwner, null, texts.ownWeek],
    ['approve', 'submitted', owner, null, texts.ownWeek],
    ['approve', 'submitted', stranger, null, texts.notApprover],
    // reject: Submitted, or Approved (re-open) unless locked
    ['reject', 'submitted', approver, null, 'rejected'],
    ['reject', 'approved', approver, null, 'rejected'],
    ['reject', 'approved', approver, '2026-11-16', 'Timesheets are locked up to 16-Nov-2026'],
    ['reject', 'open', approver, null, texts.notSubmitted],
    ['reject', 'rejected', approver, null, texts.notSubmitted],
    ['reject', 'submitted', stranger, null, texts.notApprover],
    ['reject', 'submitted', adminOwner, null, texts.ownWeek],
  ])('%s a %s week as %o (locked through %s) → %s', (action, status, actor, lockedThrough, expected) => {
    const decision = decideTimesheetAction(action, week(status, lockedThrough), actor);
    if (decision.isAllowed) expect(decision.next).toBe(expected);
    else expect(decision.message).toContain(expected);
  });

  it('refuses to submit a week that has not begun', () => {
    const decision = decideTimesheetAction('submit', week('open', null, '2026-11-15'), owner);
    expect(decision).toEqual({ isAllowed: false, code: 'CONFLICT', message: texts.futureWeek });
  });

  it('answers 403 for who and 409 for when', () => {
    expect(decideTimesheetAction('approve', week('submitted'), stranger)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(decideTimesheetAction('approve', week('open'), approver)).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('statusAfterLateChange', () => {
  it.each<[TimesheetStatus, string | null, TimesheetStatus]>([
    ['approved', null, 'submitted'],
    ['approved', '2026-11-01', 'submitted'],
    ['approved', '2026-11-16', 'approved'],
    ['approved', '2026-11-22', 'approved'],
    ['submitted', null, 'submitted'],
    ['open', null, 'open'],
    ['rejected', null, 'rejected'],
  ])('a change to a %s week locked through %s leaves it %s', (status, lockedThrough, expected) => {
    expect(statusAfterLateChange(status, MONDAY, lockedThrough)).toBe(expected);
  });
});

describe('weeks and locks', () => {
  it.each([
    ['2026-11-16', '2026-11-16', '2026-11-22'],
    ['2026-11-22', '2026-11-16', '2026-11-22'],
    ['2027-01-01', '2026-12-28', '2027-01-03'],
  ])('%s is in the week %s to %s', (date, weekStart, weekEnd) => {
    expect(timesheetWeekOf(date)).toEqual({ weekStart, weekEnd });
  });

  it.each<[string, string | null, boolean]>([
    ['2026-10-31', '2026-10-31', true],
    ['2026-11-01', '2026-10-31', false],
    ['2026-11-01', null, false],
  ])('day %s locked through %s: %s', (date, lockedThrough, expected) => {
    expect(isDayLocked(date, lockedThrough)).toBe(expected);
  });

  it('locks a whole week when its first days are locked', () => {
    expect(isWeekLocked('2026-10-26', '2026-10-31')).toBe(true);
    expect(isWeekLocked('2026-11-02', '2026-10-31')).toBe(false);
  });
});
