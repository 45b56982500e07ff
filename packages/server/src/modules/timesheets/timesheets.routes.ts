import {
  bulkTimesheetDecisionBodySchema,
  bulkTimesheetDecisionResultSchema,
  rejectTimesheetBodySchema,
  setTimesheetLockBodySchema,
  submitTimesheetBodySchema,
  timesheetApprovalsQuerySchema,
  timesheetApprovalsSchema,
  timesheetLockSchema,
  timesheetPeopleSchema,
  timesheetWeekParamsSchema,
  timesheetWeekSchema,
} from '@pulse/shared/contracts/timesheets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import { downloadResponse, sendDownload } from '../../lib/send-download';
import { findTimesheetApprovals } from './timesheet-approvals.service';
import { getTimesheetLock, setTimesheetLock } from './timesheet-lock.service';
import * as timesheets from './timesheets.service';

// Weekly timesheets (shared/domain/timesheet-status.ts). The week routes are for anyone signed in:
// whose weeks a caller opens or decides (their own, their projects' members as a manager, everyone as
// an administrator) is decided in the service, and anyone else's week reads as not found.
export const timesheetsRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' } as const;
  const tags = ['timesheets'];
  const keyOf = (params: { employeeId: string; weekStart: string }) => ({
    employeeId: params.employeeId,
    date: params.weekStart,
  });

  api.get(
    '/api/v1/timesheets/people',
    {
      config: authenticated,
      schema: {
        operationId: 'listTimesheetPeople',
        tags,
        summary: 'The people whose weeks the caller may open, and whether the caller approves weeks',
        response: { 200: timesheetPeopleSchema, ...problemResponses(401) },
      },
    },
    async (request) => wholeListPage(request.url, await timesheets.getTimesheetPeople(deps, authOf(request))),
  );

  api.get(
    '/api/v1/timesheets/:employeeId/weeks/:weekStart',
    {
      config: authenticated,
      schema: {
        operationId: 'getTimesheetWeek',
        tags,
        summary: 'One employee’s week (the week of the date given): a row per project, a column per day',
        params: timesheetWeekParamsSchema,
        response: { 200: timesheetWeekSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) =>
      timesheets.getTimesheetWeek(deps, authOf(request), request.params.employeeId, request.params.weekStart),
  );

  api.get(
    '/api/v1/timesheets/:employeeId/weeks/:weekStart/pdf',
    {
      config: authenticated,
      schema: {
        operationId: 'downloadTimesheetWeek',
        tags,
        summary: 'The week as a PDF, with its approval stamp (who approved, when)',
        params: timesheetWeekParamsSchema,
        response: { 200: downloadResponse('application/pdf'), ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const pdf = await timesheets.getTimesheetPdf(
        deps,
        authOf(request),
        request.params.employeeId,
        request.params.weekStart,
      );
      return sendDownload(reply, { fileName: pdf.fileName, contentType: 'application/pdf', body: pdf.body });
    },
  );

  api.post(
    '/api/v1/timesheets/:employeeId/weeks/:weekStart/submit',
    {
      config: authenticated,
      schema: {
        operationId: 'submitTimesheetWeek',
        tags,
        summary: 'Submit one’s own week for approval, with an optional note',
        params: timesheetWeekParamsSchema,
        body: submitTimesheetBodySchema,
        response: { 200: timesheetWeekSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      timesheets.submitTimesheetWeek(deps, authOf(request), request.ip, keyOf(request.params), request.body),
  );

  api.post(
    '/api/v1/timesheets/:employeeId/weeks/:weekStart/approve',
    {
      config: authenticated,
      schema: {
        operationId: 'approveTimesheetWeek',
        tags,
        summary: 'Approve a submitted week: its figures are stored as approved',
        params: timesheetWeekParamsSchema,
        response: { 200: timesheetWeekSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      timesheets.approveTimesheetWeek(deps, authOf(request), request.ip, keyOf(request.params)),
  );

  api.post(
    '/api/v1/timesheets/:employeeId/weeks/:weekStart/reject',
    {
      config: authenticated,
      schema: {
        operationId: 'rejectTimesheetWeek',
        tags,
        summary: 'Reject a submitted (or re-open an approved, unlocked) week, with a reason',
        params: timesheetWeekParamsSchema,
        body: rejectTimesheetBodySchema,
        response: { 200: timesheetWeekSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      timesheets.rejectTimesheetWeek(deps, authOf(request), request.ip, keyOf(request.params), request.body),
  );

  api.get(
    '/api/v1/timesheet-approvals',
    {
      config: authenticated,
      schema: {
        operationId: 'listTimesheetApprovals',
        tags,
        summary:
          'Weeks for the caller to decide (or of one status), with totals and the change since approval',
        querystring: timesheetApprovalsQuerySchema,
        response: { 200: timesheetApprovalsSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) =>
      wholeListPage(request.url, await findTimesheetApprovals(deps, authOf(request), request.query)),
  );

  api.post(
    '/api/v1/timesheet-approvals/decide',
    {
      config: authenticated,
      schema: {
        operationId: 'decideTimesheetWeeks',
        tags,
        summary:
          'Approve or reject many weeks; each is decided alone and the answer says what became of each',
        body: bulkTimesheetDecisionBodySchema,
        response: { 200: bulkTimesheetDecisionResultSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => timesheets.decideTimesheetWeeks(deps, authOf(request), request.ip, request.body),
  );

  api.get(
    '/api/v1/timesheet-lock',
    {
      config: authenticated,
      schema: {
        operationId: 'getTimesheetLock',
        tags,
        summary: 'The day up to which timesheets are locked (payroll closed), or none',
        response: { 200: timesheetLockSchema, ...problemResponses(401) },
      },
    },
    async (request) => getTimesheetLock(deps, authOf(request)),
  );

  api.put(
    '/api/v1/timesheet-lock',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'setTimesheetLock',
        tags,
        summary: 'Lock every day up to a date (null unlocks); audited',
        body: setTimesheetLockBodySchema,
        response: { 200: timesheetLockSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => setTimesheetLock(deps, authOf(request), request.ip, request.body),
  );
};
