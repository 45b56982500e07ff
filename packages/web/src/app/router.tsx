import { paths } from '@pulse/shared/paths';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../components/errors/not-found';
import { RouteError } from '../components/errors/route-error';

// Every screen is its own chunk: the landing page must stay light (no MUI, no TanStack Query), and the
// signed-in screens load only when visited.
const adminRoutes: RouteObject[] = [
  {
    path: paths.addProject.path,
    lazy: () => import('./routes/dashboard/add-project').then((m) => ({ Component: m.AddProjectRoute })),
  },
  {
    path: paths.addTodo.path,
    lazy: () => import('./routes/dashboard/add-todo').then((m) => ({ Component: m.AddTodoRoute })),
  },
  {
    path: paths.employees.path,
    lazy: () => import('./routes/dashboard/employees').then((m) => ({ Component: m.EmployeesRoute })),
  },
  {
    path: paths.addEmployee.path,
    lazy: () => import('./routes/dashboard/add-employee').then((m) => ({ Component: m.AddEmployeeRoute })),
  },
  {
    path: paths.timeSheetDetails.path,
    lazy: () =>
      import('./routes/dashboard/time-sheet-details').then((m) => ({ Component: m.TimeSheetDetailsRoute })),
  },
  {
    path: paths.news.path,
    lazy: () => import('./routes/dashboard/news').then((m) => ({ Component: m.NewsRoute })),
  },
  {
    path: paths.addNews.path,
    lazy: () => import('./routes/dashboard/add-news').then((m) => ({ Component: m.AddNewsRoute })),
  },
  {
    path: paths.reports.path,
    lazy: () => import('./routes/dashboard/reports').then((m) => ({ Component: m.ReportsRoute })),
  },
  {
    path: paths.settings.path,
    lazy: () => import('./routes/dashboard/settings').then((m) => ({ Component: m.SettingsRoute })),
  },
  {
    path: paths.settingsForm.path,
    lazy: () => import('./routes/dashboard/settings-form').then((m) => ({ Component: m.SettingsFormRoute })),
  },
  {
    path: paths.payroll.path,
    lazy: () => import('./routes/dashboard/payroll').then((m) => ({ Component: m.PayrollRoute })),
  },
  {
    path: paths.addPayroll.path,
    lazy: () => import('./routes/dashboard/add-payroll').then((m) => ({ Component: m.AddPayrollRoute })),
  },
  {
    path: paths.editPayroll.path,
    lazy: () => import('./routes/dashboard/edit-payroll').then((m) => ({ Component: m.EditPayrollRoute })),
  },
  {
    path: paths.outbox.path,
    lazy: () => import('./routes/dashboard/outbox').then((m) => ({ Component: m.OutboxRoute })),
  },
  {
    path: paths.audit.path,
    lazy: () => import('./routes/dashboard/audit').then((m) => ({ Component: m.AuditRoute })),
  },
];

const employeeRoutes: RouteObject[] = [
  {
    path: paths.dashboard.path,
    // Outside `lazy`, so it runs while the screen's chunks load; it does not wait for the requests it
    // starts (the cards show their skeletons meanwhile).
    loader: () => {
      import('../features/dashboard/api/prefetch-dashboard-cards')
        .then((module) => module.prefetchDashboardCards())
        .catch(() => undefined);
      return null;
    },
    lazy: () => import('./routes/dashboard/dashboard').then((m) => ({ Component: m.DashboardRoute })),
  },
  {
    path: paths.profile.path,
    lazy: () => import('./routes/dashboard/profile').then((m) => ({ Component: m.ProfileRoute })),
  },
  {
    path: paths.projects.path,
    lazy: () => import('./routes/dashboard/projects').then((m) => ({ Component: m.ProjectsRoute })),
  },
  {
    path: paths.todos.path,
    lazy: () => import('./routes/dashboard/todos').then((m) => ({ Component: m.TodosRoute })),
  },
  {
    path: paths.editTodo.path,
    lazy: () => import('./routes/dashboard/add-todo').then((m) => ({ Component: m.AddTodoRoute })),
  },
  {
    path: paths.timeSheet.path,
    lazy: () => import('./routes/dashboard/time-sheet').then((m) => ({ Component: m.TimeSheetRoute })),
  },
  {
    path: paths.ownTimeSheetDetails.path,
    lazy: () =>
      import('./routes/dashboard/time-sheet-details').then((m) => ({ Component: m.TimeSheetDetailsRoute })),
  },
  {
    path: paths.leaves.path,
    lazy: () => import('./routes/dashboard/leaves').then((m) => ({ Component: m.LeavesRoute })),
  },
  {
    path: paths.calendar.path,
    lazy: () => import('./routes/dashboard/calendar').then((m) => ({ Component: m.CalendarRoute })),
  },
  {
    path: paths.addLeave.path,
    lazy: () => import('./routes/dashboard/add-leave').then((m) => ({ Component: m.AddLeaveRoute })),
  },
  {
    path: paths.attendance.path,
    lazy: () => import('./routes/dashboard/attendance').then((m) => ({ Component: m.AttendanceRoute })),
  },
  {
    path: paths.markAttendance.path,
    lazy: () =>
      import('./routes/dashboard/mark-attendance').then((m) => ({ Component: m.MarkAttendanceRoute })),
  },
  {
    path: paths.newsList.path,
    lazy: () => import('./routes/dashboard/news-list').then((m) => ({ Component: m.NewsListRoute })),
  },
  {
    path: paths.newsDetails.path,
    lazy: () => import('./routes/dashboard/news-details').then((m) => ({ Component: m.NewsDetailsRoute })),
  },
  {
    path: paths.companyPolicy.path,
    lazy: () =>
      import('./routes/dashboard/company-policy').then((m) => ({ Component: m.CompanyPolicyRoute })),
  },
  {
    path: paths.manualTime.path,
    lazy: () => import('./routes/dashboard/manual-time').then((m) => ({ Component: m.ManualTimeRoute })),
  },
  {
    path: paths.timesheets.path,
    lazy: () => import('./routes/dashboard/timesheets').then((m) => ({ Component: m.TimesheetsRoute })),
  },
  // Not admin-only: managers decide their projects' weeks too (the server lists only those).
  {
    path: paths.timesheetApprovals.path,
    lazy: () =>
      import('./routes/dashboard/timesheet-approvals').then((m) => ({
        Component: m.TimesheetApprovalsRoute,
      })),
  },
  {
    path: paths.tracker.path,
    lazy: () => import('./routes/dashboard/tracker').then((m) => ({ Component: m.TrackerRoute })),
  },
];

const signInRoute = () => import('./routes/sign-in').then((m) => ({ Component: m.SignInRoute }));

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Nothing to show while the first screen's chunk loads; it is small and usually cached.
    HydrateFallback: () => null,
    children: [
      {
        path: paths.home.path,
        lazy: () => import('./routes/landing').then((m) => ({ Component: m.LandingRoute })),
      },
      {
        lazy: () => import('./providers').then((m) => ({ Component: m.AppProviders })),
        children: [
          { path: paths.signIn.path, lazy: signInRoute },
          { path: paths.login.path, lazy: signInRoute },
          {
            path: paths.acceptInvitation.path,
            lazy: () =>
              import('./routes/accept-invitation').then((m) => ({ Component: m.AcceptInvitationRoute })),
          },
          {
            path: paths.signUp.path,
            lazy: () => import('./routes/sign-up').then((m) => ({ Component: m.SignUpRoute })),
          },
          {
            path: paths.trackerActivate.path,
            lazy: () =>
              import('./routes/tracker-activate').then((m) => ({ Component: m.TrackerActivateRoute })),
          },
          {
            path: paths.forgotPassword.path,
            lazy: () =>
              import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
          },
          {
            path: paths.resetPassword.path,
            lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
          },
          {
            lazy: () =>
              import('./routes/dashboard/layout').then((m) => ({ Component: m.DashboardLayoutRoute })),
            children: [
              {
                // Keeps the shell on screen when a page fails.
                errorElement: <RouteError as="div" />,
                children: [
                  ...employeeRoutes,
                  {
                    lazy: () =>
                      import('../features/auth/components/require-admin').then((m) => ({
                        Component: m.RequireAdmin,
                      })),
                    children: adminRoutes,
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
