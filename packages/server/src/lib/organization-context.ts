import { organizations } from '../db/schema/index';

// The organisation a request (or a job) works for, as the session lookup reads it with the session:
// services take it from `Auth` and never look it up again. Each request reads it afresh, so a
// settings change shows from the next request on and nothing can go stale in between.
export type OrganizationContext = {
  id: string;
  name: string;
  // IANA zone: decides which calendar day a moment belongs to (architecture invariant 6).
  timeZone: string;
  currency: string;
  // spec A §3 organisation settings: the Shifts flag and IncludeLogofToIdle.
  isShiftsEnabled: boolean;
  isLogOffIncludedInIdle: boolean;
  // The Marked Absent rules (spec B §4 status 5): working days (0 Sunday … 6 Saturday) and the hour
  // of the next day, in the organisation's zone, after which a past working day is checked.
  workingDays: number[];
  absentCheckHour: number;
  // Settings → Tracking (spec A §1 screenshots per employee, offline time with approval).
  screenshotMode: 'regular' | 'blurred' | 'off';
  screenshotRetentionDays: number;
  titleRedactionPatterns: string[];
  canEmployeesDeleteScreenshots: boolean;
  manualTimeAutoApproveMinutes: number | null;
  // The team calendar: whether colleagues read a leave's type rather than "Away".
  isLeaveTypeShared: boolean;
};

// The columns every reader of the context selects (the session and device lookups, the jobs' loader),
// so the shape is written once.
export const organizationContextColumns = {
  id: organizations.id,
  name: organizations.name,
  timeZone: organizations.timeZone,
  currency: organizations.currency,
  isShiftsEnabled: organizations.isShiftsEnabled,
  isLogOffIncludedInIdle: organizations.isLogOffIncludedInIdle,
  workingDays: organizations.workingDays,
  absentCheckHour: organizations.absentCheckHour,
  screenshotMode: organizations.screenshotMode,
  screenshotRetentionDays: organizations.screenshotRetentionDays,
  titleRedactionPatterns: organizations.titleRedactionPatterns,
  canEmployeesDeleteScreenshots: organizations.canEmployeesDeleteScreenshots,
  manualTimeAutoApproveMinutes: organizations.manualTimeAutoApproveMinutes,
  isLeaveTypeShared: organizations.isLeaveTypeShared,
};
