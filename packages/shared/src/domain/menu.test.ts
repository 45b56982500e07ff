import { describe, expect, it } from 'vitest';
import { menuFor } from './menu';
import { ROLE } from './roles';

describe('menu (spec A §2, §6)', () => {
  it('gives administrators every entry, Attendance linking to the attendance list', () => {
    expect(menuFor(ROLE.admin).map((entry) => [entry.id, entry.name, entry.href])).toEqual([
      [1, 'Dashboard', '/dashboard'],
      [2, 'My Profile', '/dashboard/profile'],
      [3, 'Projects', '/dashboard/projects'],
      [4, 'ToDo', '/dashboard/todos'],
      [5, 'Employees', '/dashboard/employees'],
      [6, 'Time Sheet', '/dashboard/time-sheet'],
      [14, 'Manual Time', '/dashboard/manual-time'],
      [16, 'Timesheets', '/dashboard/timesheets'],
      [17, 'Timesheet Approvals', '/dashboard/timesheet-approvals'],
      [15, 'Tracker', '/dashboard/tracker'],
      [7, 'Leaves', '/dashboard/leaves'],
      [18, 'Calendar', '/dashboard/calendar'],
      [8, 'Attendance', '/dashboard/attendance'],
      [9, 'News Updates', '/dashboard/LiveNewsUpdates'],
      [10, 'Reports', '/dashboard/reports'],
      [11, 'Settings', '/dashboard/settings/0'],
      [12, 'PayRoll', '/dashboard/PayRollManagement'],
      [13, 'Company Policy', '/dashboard/companyPolicy'],
    ]);
  });

  it('gives employees the role-2 entries only, Attendance linking to Mark Attendance', () => {
    expect(menuFor(ROLE.employee).map((entry) => [entry.id, entry.name, entry.href])).toEqual([
      [1, 'Dashboard', '/dashboard'],
      [2, 'My Profile', '/dashboard/profile'],
      [3, 'Projects', '/dashboard/projects'],
      [4, 'ToDo', '/dashboard/todos'],
      [6, 'Time Sheet', '/dashboard/time-sheet'],
      [14, 'Manual Time', '/dashboard/manual-time'],
      [16, 'Timesheets', '/dashboard/timesheets'],
      [15, 'Tracker', '/dashboard/tracker'],
      [7, 'Leaves', '/dashboard/leaves'],
      [18, 'Calendar', '/dashboard/calendar'],
      [8, 'Attendance', '/dashboard/markAttendance'],
      [13, 'Company Policy', '/dashboard/companyPolicy'],
    ]);
  });
});
