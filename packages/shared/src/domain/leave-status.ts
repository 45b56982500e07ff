// spec B §4 leave statuses and who may move a leave between them.

export const LEAVE_STATUS = {
  pending: 1,
  approved: 2,
  rejected: 3,
  cancelled: 4,
  markedAbsent: 5,
  markedPresent: 6,
} as const;
export type LeaveStatus = (typeof LEAVE_STATUS)[keyof typeof LEAVE_STATUS];

export const LEAVE_STATUS_NAMES: Record<LeaveStatus, string> = {
  1: 'Pending',
  2: 'Approved',
  3: 'Rejected',
  4: 'Cancelled',
  5: 'Marked Absent',
  6: 'Marked Present',
};

export const LEAVE_ACTIONS = ['approve', 'reject', 'cancel', 'mark-present'] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];

export type LeaveForRules = {
  status: LeaveStatus;
  // The employee whose leave it is, and the managers they chose (spec B §3 EmpCodeAppliedTo).
  employeeId: string;
  managerIds: readonly string[];
  // Last day of the leave, YYYY-MM-DD in the organisation's zone.
  toDate: string;
};
export type LeaveActor = { employeeId: string; isAdmin: boolean };

// spec B §4: approve on Pending; reject on Pending or Approved; cancel by the applicant on Pending or
// Approved leave ending today or later; mark present (admin) on Marked Absent. Deciders are the
// organisation's admins and the managers the applicant chose; nobody decides their own leave.
export const canTakeLeaveAction = (
  action: LeaveAction,
  leave: LeaveForRules,
  actor: LeaveActor,
  today: string,
): boolean => {
  const isOwn = leave.employeeId === actor.employeeId;
  const isDecider = !isOwn && (actor.isAdmin || leave.managerIds.includes(actor.employeeId));
  switch (action) {
    case 'approve':
      return isDecider && leave.status === LEAVE_STATUS.pending;
    case 'reject':
      return isDecider && (leave.status === LEAVE_STATUS.pending || leave.status === LEAVE_STATUS.approved);
    case 'cancel':
      return (
        isOwn &&
        (leave.status === LEAVE_STATUS.pending || leave.status === LEAVE_STATUS.approved) &&
        leave.toDate >= today
      );
    case 'mark-present':
      return !isOwn && actor.isAdmin && leave.status === LEAVE_STATUS.markedAbsent;
  }
};

export const leaveActionsFor = (leave: LeaveForRules, actor: LeaveActor, today: string): LeaveAction[] =>
  LEAVE_ACTIONS.filter((action) => canTakeLeaveAction(action, leave, actor, today));

// The status each action leads to.
export const LEAVE_ACTION_RESULT: Record<LeaveAction, LeaveStatus> = {
  approve: LEAVE_STATUS.approved,
  reject: LEAVE_STATUS.rejected,
  cancel: LEAVE_STATUS.cancelled,
  'mark-present': LEAVE_STATUS.markedPresent,
};

// A new leave may not overlap these of the same employee, so a day already pending or approved is
// not applied for again (Pulse's rule: the spec sets none).
export const BLOCKING_LEAVE_STATUSES: readonly LeaveStatus[] = [LEAVE_STATUS.pending, LEAVE_STATUS.approved];

// What counts as leave taken (spec A §9 "taken", spec B §3 Leave count): approved leave, and days
// marked absent until an administrator marks them present.
export const TAKEN_LEAVE_STATUSES: readonly LeaveStatus[] = [
  LEAVE_STATUS.approved,
  LEAVE_STATUS.markedAbsent,
];
