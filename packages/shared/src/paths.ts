// Every route of the spec (A §2, B §2). `path` is the router pattern, `getHref` builds a link to it.
// Shared: the web app routes and links with it, and the HR assistant links its answers to these pages.
export const SETTINGS_KINDS = ['bank', 'designation', 'department', 'shift', 'leaves'] as const;
export type SettingsKind = (typeof SETTINGS_KINDS)[number];

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: { path: '/home', getHref: () => '/home' },
  // `next`: the page to return to once signed in (a page that needs a session, opened signed out).
  signIn: {
    path: '/',
    getHref: (next?: string) => (next ? `/?next=${segment(next)}` : '/'),
  },
  // `organization`: an organisation's own sign-in address, which offers its single sign-on at once.
  login: {
    path: '/login',
    getHref: (organizationId?: string) =>
      organizationId ? `/login?organization=${segment(organizationId)}` : '/login',
  },
  signUp: { path: '/signup', getHref: () => '/signup' },
  // Asking for a password reset link, and the page the link opens. The link's token rides
  // in the fragment (#token=…), which browsers never send to a server nor in a Referer.
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  // Where an invitation's link leads. The token rides in the fragment, which browsers never
  // send to a server.
  acceptInvitation: {
    path: '/invitation',
    getHref: (token?: string) => (token ? `/invitation#token=${segment(token)}` : '/invitation'),
  },

  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  profile: { path: '/dashboard/profile', getHref: () => '/dashboard/profile' },

  projects: { path: '/dashboard/projects', getHref: () => '/dashboard/projects' },
  addProject: {
    path: '/dashboard/add-project/:id?',
    getHref: (id?: string) => (id ? `/dashboard/add-project/${segment(id)}` : '/dashboard/add-project'),
  },
  todos: {
    path: '/dashboard/todos/:projectId?',
    getHref: (projectId?: string) =>
      projectId ? `/dashboard/todos/${segment(projectId)}` : '/dashboard/todos',
  },
  // Adding a to-do is for administrators, editing one for everyone who sees the list (spec B §2).
  addTodo: { path: '/dashboard/add-todo', getHref: () => '/dashboard/add-todo' },
  editTodo: {
    path: '/dashboard/add-todo/:id',
    getHref: (id: string) => `/dashboard/add-todo/${segment(id)}`,
  },

  employees: { path: '/dashboard/employees', getHref: () => '/dashboard/employees' },
  addEmployee: {
    path: '/dashboard/add-employee/:employeeId?',
    getHref: (employeeId?: string) =>
      employeeId ? `/dashboard/add-employee/${segment(employeeId)}` : '/dashboard/add-employee',
  },

  timeSheet: { path: '/dashboard/time-sheet', getHref: () => '/dashboard/time-sheet' },
  // Without a date: today. Employees step through past days of their own (?date=YYYY-MM-DD).
  ownTimeSheetDetails: {
    path: '/dashboard/time-sheet-details',
    getHref: (date?: string) =>
      date ? `/dashboard/time-sheet-details?date=${segment(date)}` : '/dashboard/time-sheet-details',
  },
  timeSheetDetails: {
    path: '/dashboard/time-sheet-details/:date/:empCode/:name',
    getHref: (date: string, empCode: string, name: string) =>
      `/dashboard/time-sheet-details/${segment(date)}/${segment(empCode)}/${segment(name)}`,
  },

  // `tab` opens the holiday list (the dashboard's Holiday List quick action, ProBot's holiday answers).
  leaves: {
    path: '/dashboard/leaves',
    getHref: (tab?: 'holidays') => (tab ? `/dashboard/leaves?tab=${tab}` : '/dashboard/leaves'),
  },
  // `dates` prefills the form (ProBot's "apply for leave from … to …"); the employee still applies.
  addLeave: {
    path: '/dashboard/add-leave/:empCode',
    getHref: (empCode: string, dates?: { from: string; to: string }) =>
      dates
        ? `/dashboard/add-leave/${segment(empCode)}?from=${segment(dates.from)}&to=${segment(dates.to)}`
        : `/dashboard/add-leave/${segment(empCode)}`,
  },
  // The team calendar: who is away, by month or week; `?date=` (any day of the month or week shown) and the view
  // keep the place on reload.
  calendar: { path: '/dashboard/calendar', getHref: () => '/dashboard/calendar' },
  attendance: { path: '/dashboard/attendance', getHref: () => '/dashboard/attendance' },
  // The spec's dashboard quick action links with a trailing slash (A §2); the router treats both alike.
  markAttendance: { path: '/dashboard/markAttendance', getHref: () => '/dashboard/markAttendance/' },

  news: { path: '/dashboard/LiveNewsUpdates', getHref: () => '/dashboard/LiveNewsUpdates' },
  newsList: { path: '/dashboard/LiveNewsUpdatesList', getHref: () => '/dashboard/LiveNewsUpdatesList' },
  addNews: {
    path: '/dashboard/AddLiveNewsUpdates/:id?',
    getHref: (id?: string) =>
      id ? `/dashboard/AddLiveNewsUpdates/${segment(id)}` : '/dashboard/AddLiveNewsUpdates',
  },
  newsDetails: {
    path: '/dashboard/LiveNewsUpdatesDetails/:id',
    getHref: (id: string) => `/dashboard/LiveNewsUpdatesDetails/${segment(id)}`,
  },

  reports: { path: '/dashboard/reports', getHref: () => '/dashboard/reports' },
  // Not among the spec's routes: offline time (spec A §1) needs a page for every role. `add` opens the
  // Add dialog on a day (the time sheet's and viewer's "Add manual time").
  manualTime: {
    path: '/dashboard/manual-time',
    getHref: (add?: { date: string }) =>
      add ? `/dashboard/manual-time?add=1&date=${segment(add.date)}` : '/dashboard/manual-time',
  },

  // Not among the spec's routes: weekly timesheets (domain/timesheet-status.ts). `week` is the week's
  // Monday; `employeeId` another person's week (approvers).
  timesheets: {
    path: '/dashboard/timesheets',
    getHref: (week?: { weekStart?: string; employeeId?: string }) => {
      const query = [
        ...(week?.weekStart ? [`week=${segment(week.weekStart)}`] : []),
        ...(week?.employeeId ? [`employee=${segment(week.employeeId)}`] : []),
      ].join('&');
      return query ? `/dashboard/timesheets?${query}` : '/dashboard/timesheets';
    },
  },
  timesheetApprovals: {
    path: '/dashboard/timesheet-approvals',
    getHref: () => '/dashboard/timesheet-approvals',
  },

  // Not among the spec's routes: how to install the tracker agent, for every role.
  tracker: { path: '/dashboard/tracker', getHref: () => '/dashboard/tracker' },

  settings: {
    path: '/dashboard/settings/:id?',
    getHref: (tab?: number) => (tab === undefined ? '/dashboard/settings' : `/dashboard/settings/${tab}`),
  },
  // spec A §2: /dashboard/settings/{kind}/add-{kind} and /dashboard/settings/{kind}/edit-{kind}/{id}.
  // The router cannot match `add-:kind`, so `action` is checked by the page.
  settingsForm: {
    path: '/dashboard/settings/:kind/:action/:id?',
    getHref: (kind: SettingsKind, id?: string) =>
      id
        ? `/dashboard/settings/${kind}/edit-${kind}/${segment(id)}`
        : `/dashboard/settings/${kind}/add-${kind}`,
  },

  payroll: { path: '/dashboard/PayRollManagement', getHref: () => '/dashboard/PayRollManagement' },
  addPayroll: { path: '/dashboard/AddPayRollManagement', getHref: () => '/dashboard/AddPayRollManagement' },
  editPayroll: {
    path: '/dashboard/EditPayRollManagement',
    getHref: () => '/dashboard/EditPayRollManagement',
  },

  // `policyId` opens that policy (ProBot cites the policies it quotes).
  companyPolicy: {
    path: '/dashboard/companyPolicy',
    getHref: (policyId?: string) =>
      policyId ? `/dashboard/companyPolicy?policy=${segment(policyId)}` : '/dashboard/companyPolicy',
  },
  // Not among the spec's routes: without SMTP, mail is kept rather than sent, so administrators need a
  // page to read the organisation's outbox.
  outbox: { path: '/dashboard/outbox', getHref: () => '/dashboard/outbox' },
  // Not among the spec's routes: the audit trail of security-relevant actions and of monitoring,
  // reached from Settings → Tracking.
  audit: { path: '/dashboard/audit', getHref: () => '/dashboard/audit' },
  // Not among the spec's routes: where the employee approves the tracker's sign-in by code (RFC 8628's
  // verification URI; `code` fills it in). Outside /dashboard, so the shell's menu does not distract.
  trackerActivate: {
    path: '/tracker/activate',
    getHref: (code?: string) => (code ? `/tracker/activate?code=${segment(code)}` : '/tracker/activate'),
  },
} as const;
