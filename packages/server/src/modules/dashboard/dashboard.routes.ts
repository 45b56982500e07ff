import {
  attendanceTodaySchema,
  employeeCountsSchema,
  upcomingAppraisalsSchema,
  upcomingBirthdaysSchema,
  workSummarySchema,
} from '@pulse/shared/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import {
  countAttendanceToday,
  findUpcomingAppraisals,
  findUpcomingBirthdays,
  getEmployeeCounts,
  getMyWeek,
  getOrganizationWorkWeek,
} from './dashboard.service';

// One endpoint per dashboard card (spec A §2, §6, §7); the page fires them together.
export const dashboardRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const tags = ['dashboard'];
  const adminResponses = problemResponses(401, 403);

  api.get(
    '/api/v1/dashboard/employee-counts',
    {
      config: admin,
      schema: {
        operationId: 'getEmployeeCounts',
        tags,
        summary: 'Employees by status: active, inactive (relieved among them) and total',
        response: { 200: employeeCountsSchema, ...adminResponses },
      },
    },
    async (request) => getEmployeeCounts(deps, authOf(request)),
  );

  api.get(
    '/api/v1/dashboard/upcoming-appraisals',
    {
      config: admin,
      schema: {
        operationId: 'listUpcomingAppraisals',
        tags,
        summary:
          'Active employees whose next appraisal (a year after the latest, else after joining) is within 30 days',
        response: { 200: upcomingAppraisalsSchema, ...adminResponses },
      },
    },
    async (request) => wholeListPage(request.url, await findUpcomingAppraisals(deps, authOf(request))),
  );

  api.get(
    '/api/v1/dashboard/upcoming-birthdays',
    {
      config: admin,
      schema: {
        operationId: 'listUpcomingBirthdays',
        tags,
        summary:
          'Active employees whose birthday is within 30 days (29 February on the 28th in common years)',
        response: { 200: upcomingBirthdaysSchema, ...adminResponses },
      },
    },
    async (request) => wholeListPage(request.url, await findUpcomingBirthdays(deps, authOf(request))),
  );

  api.get(
    '/api/v1/dashboard/attendance-today',
    {
      config: admin,
      schema: {
        operationId: 'getDashboardAttendanceToday',
        tags,
        summary:
          'Today’s active employees: present (attendance or time), on leave (approved or pending), absent (working days only)',
        response: { 200: attendanceTodaySchema, ...adminResponses },
      },
    },
    async (request) => countAttendanceToday(deps, authOf(request)),
  );

  api.get(
    '/api/v1/dashboard/work-week',
    {
      config: admin,
      schema: {
        operationId: 'getWorkWeek',
        tags,
        summary: 'The organisation’s hours worked, idle time and actual work per day over the last 7 days',
        response: { 200: workSummarySchema, ...adminResponses },
      },
    },
    async (request) => getOrganizationWorkWeek(deps, authOf(request)),
  );

  api.get(
    '/api/v1/dashboard/my-week',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getMyWeek',
        tags,
        summary: 'The caller’s own hours worked, idle time and actual work this week (Monday to Sunday)',
        response: { 200: workSummarySchema, ...problemResponses(401) },
      },
    },
    async (request) => getMyWeek(deps, authOf(request)),
  );
};
