import { describe, expect, it } from 'vitest';
import {
  canTakeLeaveAction,
  LEAVE_ACTION_RESULT,
  LEAVE_ACTIONS,
  LEAVE_STATUS,
  type LeaveAction,
  type LeaveActor,
  type LeaveStatus,
  leaveActionsFor,
} from './leave-status';

// spec B §4 as a table: every status × action × kind of actor, and cancel around the last day.
const TODAY = '2026-03-02';
const APPLICANT = 'applicant';
const MANAGER = 'manager';

const leaveWith = (status: LeaveStatus, toDate = '2026-03-10') => ({
  status,
  employeeId: APPLICANT,
  managerIds: [MANAGER],
  toDate,
});

const ACTORS: Record<string, LeaveActor> = {
  applicant: { employeeId: APPLICANT, isAdmin: false },
  'chosen manager': { employeeId: MANAGER, isAdmin: false },
  'other employee': { employeeId: 'someone-else', isAdmin: false },
  admin: { employeeId: 'admin', isAdmin: true },
  'admin who is the applicant': { employeeId: APPLICANT, isAdmin: true },
};

const { pending, approved, rejected, cancelled, markedAbsent, markedPresent } = LEAVE_STATUS;

// What each actor may do on a leave of each status that ends after today.
const ALLOWED: Record<string, Record<LeaveStatus, LeaveAction[]>> = {
  applicant: {
    [pending]: ['cancel'],
    [approved]: ['cancel'],
    [rejected]: [],
    [cancelled]: [],
    [markedAbsent]: [],
    [markedPresent]: [],
  },
  'chosen manager': {
    [pending]: ['approve', 'reject'],
    [approved]: ['reject'],
    [rejected]: [],
    [cancelled]: [],
    [markedAbsent]: [],
    [markedPresent]: [],
  },
  'other employee': {
    [pending]: [],
    [approved]: [],
    [rejected]: [],
    [cancelled]: [],
    [markedAbsent]: [],
    [markedPresent]: [],
  },
  admin: {
    [pending]: ['approve', 'reject'],
    [approved]: ['reject'],
    [rejected]: [],
    [cancelled]: [],
    [markedAbsent]: ['mark-present'],
    [markedPresent]: [],
  },
  'admin who is the applicant': {
    [pending]: ['cancel'],
    [approved]: ['cancel'],
    [rejected]: [],
    [cancelled]: [],
    [markedAbsent]: [],
    [markedPresent]: [],
  },
};

const STATUSES = Object.values(LEAVE_STATUS);
const cases = Object.keys(ACTORS).flatMap((actor) =>
  STATUSES.flatMap((status) =>
    LEAVE_ACTIONS.map(
      (action) => [actor, status, action, ALLOWED[actor]?.[status].includes(action) ?? false] as const,
    ),
  ),
);

describe('canTakeLeaveAction', () => {
  it.each(cases)('%s, status %i, %s → %s', (actor, status, action, expected) => {
    expect(canTakeLeaveAction(action, leaveWith(status), ACTORS[actor] as LeaveActor, TODAY)).toBe(expected);
  });

  it.each([
    ['yesterday', '2026-03-01', false],
    ['today', '2026-03-02', true],
    ['tomorrow', '2026-03-03', true],
  ])('cancel of a leave ending %s: %s', (_label, toDate, expected) => {
    for (const status of [pending, approved]) {
      expect(
        canTakeLeaveAction('cancel', leaveWith(status, toDate), ACTORS.applicant as LeaveActor, TODAY),
      ).toBe(expected);
    }
  });

  it('deciding does not depend on the end date', () => {
    const ended = leaveWith(pending, '2026-01-05');
    expect(canTakeLeaveAction('approve', ended, ACTORS['chosen manager'] as LeaveActor, TODAY)).toBe(true);
    expect(
      canTakeLeaveAction('reject', leaveWith(approved, '2026-01-05'), ACTORS.admin as LeaveActor, TODAY),
    ).toBe(true);
  });
});

describe('leaveActionsFor', () => {
  it.each(Object.keys(ACTORS))('lists the allowed actions in a fixed order for %s', (actor) => {
    for (const status of STATUSES) {
      expect(leaveActionsFor(leaveWith(status), ACTORS[actor] as LeaveActor, TODAY)).toEqual(
        LEAVE_ACTIONS.filter((action) => ALLOWED[actor]?.[status].includes(action)),
      );
    }
  });

  it('maps every action to the status it leads to', () => {
    expect(LEAVE_ACTION_RESULT).toEqual({
      approve: approved,
      reject: rejected,
      cancel: cancelled,
      'mark-present': markedPresent,
    });
  });
});
