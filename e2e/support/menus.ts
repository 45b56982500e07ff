import { expect, type Locator } from '@playwright/test';
import type { MenuLink } from '@pulse/shared/domain/menu';

// The spec's side menu (part A §2) in order, with each role's links, Pulse's Manual Time after
// Time Sheet (spec A §1 offline time), the weekly Timesheets (and, for administrators, their
// approvals) and its Tracker page (installing the agent) after that, and the team Calendar after Leaves.
export const adminMenu = [
  { name: 'Dashboard', href: '/dashboard' },
  { name: 'My Profile', href: '/dashboard/profile' },
  { name: 'Projects', href: '/dashboard/projects' },
  { name: 'ToDo', href: '/dashboard/todos' },
  { name: 'Employees', href: '/dashboard/employees' },
  { name: 'Time Sheet', href: '/dashboard/time-sheet' },
  { name: 'Manual Time', href: '/dashboard/manual-time' },
  { name: 'Timesheets', href: '/dashboard/timesheets' },
  { name: 'Timesheet Approvals', href: '/dashboard/timesheet-approvals' },
  { name: 'Tracker', href: '/dashboard/tracker' },
  { name: 'Leaves', href: '/dashboard/leaves' },
  { name: 'Calendar', href: '/dashboard/calendar' },
  { name: 'Attendance', href: '/dashboard/attendance' },
  { name: 'News Updates', href: '/dashboard/LiveNewsUpdates' },
  { name: 'Reports', href: '/dashboard/reports' },
  { name: 'Settings', href: '/dashboard/settings/0' },
  { name: 'PayRoll', href: '/dashboard/PayRollManagement' },
  { name: 'Company Policy', href: '/dashboard/companyPolicy' },
] as const;

export const employeeMenu = [
  { name: 'Dashboard', href: '/dashboard' },
  { name: 'My Profile', href: '/dashboard/profile' },
  { name: 'Projects', href: '/dashboard/projects' },
  { name: 'ToDo', href: '/dashboard/todos' },
  { name: 'Time Sheet', href: '/dashboard/time-sheet' },
  { name: 'Manual Time', href: '/dashboard/manual-time' },
  { name: 'Timesheets', href: '/dashboard/timesheets' },
  { name: 'Tracker', href: '/dashboard/tracker' },
  { name: 'Leaves', href: '/dashboard/leaves' },
  { name: 'Calendar', href: '/dashboard/calendar' },
  { name: 'Attendance', href: '/dashboard/markAttendance' },
  { name: 'Company Policy', href: '/dashboard/companyPolicy' },
] as const;

export const adminOnlyEntries = [
  'Employees',
  'Timesheet Approvals',
  'News Updates',
  'Reports',
  'Settings',
  'PayRoll',
] as const;

// Exactly these entries, in this order, each linking where the spec says.
export const expectMenu = async (menu: Locator, entries: readonly Pick<MenuLink, 'name' | 'href'>[]) => {
  const links = menu.getByRole('link');
  await expect(links).toHaveText(entries.map((entry) => entry.name));
  for (const entry of entries) {
    await expect(menu.getByRole('link', { name: entry.name, exact: true })).toHaveAttribute(
      'href',
      entry.href,
    );
  }
};
