import { ROLE, type RoleId } from './roles';

// spec A §2 menu table: id, name, path, allowed roles. Where a role has its own link, it is in linkByRole.
export type MenuEntry = {
  id: number;
  name: string;
  path: string;
  roles: readonly RoleId[];
  linkByRole?: Partial<Record<RoleId, string>>;
};

export const MENU: readonly MenuEntry[] = [
  { id: 1, name: 'Dashboard', path: '/dashboard', roles: [ROLE.admin, ROLE.employee] },
  { id: 2, name: 'My Profile', path: '/dashboard/profile', roles: [ROLE.admin, ROLE.employee] },
  { id: 3, name: 'Projects', path: '/dashboard/projects', roles: [ROLE.admin, ROLE.employee] },
  { id: 4, name: 'ToDo', path: '/dashboard/todos', roles: [ROLE.admin, ROLE.employee] },
  // spec A §2 gives role 2 its own link for this entry, but spec A §6 lists role 2's menu "without
  // Employees", so the entry stays hidden from role 2; the link is kept as the table states it.
  {
    id: 5,
    name: 'Employees',
    path: '/dashboard/employees',
    roles: [ROLE.admin],
    linkByRole: { [ROLE.employee]: '/dashboard/time-sheet-details' },
  },
  { id: 6, name: 'Time Sheet', path: '/dashboard/time-sheet', roles: [ROLE.admin, ROLE.employee] },
  // Not in spec A §2's table: Pulse's page for offline time (spec A §1), next to the time it adds to.
  { id: 14, name: 'Manual Time', path: '/dashboard/manual-time', roles: [ROLE.admin, ROLE.employee] },
  // Not in spec A §2's table: weekly timesheets (domain/timesheet-status.ts) for everyone, and their
  // approvals list for administrators (managers reach it from the Timesheets page).
  { id: 16, name: 'Timesheets', path: '/dashboard/timesheets', roles: [ROLE.admin, ROLE.employee] },
  { id: 17, name: 'Timesheet Approvals', path: '/dashboard/timesheet-approvals', roles: [ROLE.admin] },
  // Not in spec A §2's table either: installing the tracker agent that records the time sheet's time.
  { id: 15, name: 'Tracker', path: '/dashboard/tracker', roles: [ROLE.admin, ROLE.employee] },
  { id: 7, name: 'Leaves', path: '/dashboard/leaves', roles: [ROLE.admin, ROLE.employee] },
  // Not in spec A §2's table: the team calendar of who is away, beside the leaves.
  { id: 18, name: 'Calendar', path: '/dashboard/calendar', roles: [ROLE.admin, ROLE.employee] },
  {
    id: 8,
    name: 'Attendance',
    path: '/dashboard/markAttendance',
    roles: [ROLE.admin, ROLE.employee],
    linkByRole: { [ROLE.admin]: '/dashboard/attendance' },
  },
  { id: 9, name: 'News Updates', path: '/dashboard/LiveNewsUpdates', roles: [ROLE.admin] },
  { id: 10, name: 'Reports', path: '/dashboard/reports', roles: [ROLE.admin] },
  { id: 11, name: 'Settings', path: '/dashboard/settings/0', roles: [ROLE.admin] },
  { id: 12, name: 'PayRoll', path: '/dashboard/PayRollManagement', roles: [ROLE.admin] },
  { id: 13, name: 'Company Policy', path: '/dashboard/companyPolicy', roles: [ROLE.admin, ROLE.employee] },
];

export type MenuLink = { id: number; name: string; href: string };

export const menuFor = (roleId: RoleId): MenuLink[] =>
  MENU.filter((entry) => entry.roles.includes(roleId)).map((entry) => ({
    id: entry.id,
    name: entry.name,
    href: entry.linkByRole?.[roleId] ?? entry.path,
  }));
