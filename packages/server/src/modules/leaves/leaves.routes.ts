import {
  applyLeaveBodySchema,
  attendanceRulesSchema,
  employeeDirectoryQuerySchema,
  employeeDirectorySchema,
  employeeLeavesQuerySchema,
  leaveDetailSchema,
  leaveIdParamsSchema,
  leavePageSchema,
  leaveSchema,
  leaveSummaryQuerySchema,
  leaveSummarySchema,
  leavesForApprovalQuerySchema,
  pageQuerySchema,
} from '@pulse/shared/contracts/leaves';
import type { LeaveAction } from '@pulse/shared/domain/leave-status';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { listPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import * as leavesService from './leaves.service';

const actions: Record<LeaveAction, { operationId: string; summary: string }> = {
  approve: {
    operationId: 'approveLeave',
    summary: 'Approve a pending leave (a chosen manager or an admin, never the applicant)',
  },
  reject: {
    operationId: 'rejectLeave',
    summary: 'Reject a pending or approved leave (a chosen manager or an admin, never the applicant)',
  },
  cancel: {
    operationId: 'cancelLeave',
    summary: 'Cancel one’s own pending or approved leave that has not ended',
  },
  'mark-present': {
    operationId: 'markLeavePresent',
    summary: 'Mark a Marked Absent day as present (admin)',
  },
};

export const leavesRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' } as const;
  const admin = { access: 'admin' } as const;
  const tags = ['leaves'];

  api.get(
    '/api/v1/leaves/employee-leaves',
    {
      config: admin,
      schema: {
        operationId: 'listEmployeeLeaves',
        tags,
        summary: 'Leaves of the chosen employees overlapping a date range (default: this year), 20 a page',
        querystring: employeeLeavesQuerySchema,
        response: { 200: leavePageSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listPage(request.url, await leavesService.findEmployeeLeaves(deps, authOf(request), request.query)),
  );

  api.get(
    '/api/v1/leaves/mine',
    {
      config: authenticated,
      schema: {
        operationId: 'listMyLeaves',
        tags,
        summary: 'The caller’s own leaves, newest first, 20 a page',
        querystring: pageQuerySchema,
        response: { 200: leavePageSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) =>
      listPage(request.url, await leavesService.findMyLeaves(deps, authOf(request), request.query)),
  );

  api.get(
    '/api/v1/leaves/for-approval',
    {
      config: authenticated,
      schema: {
        operationId: 'listLeavesForApproval',
        tags,
        summary:
          'Leaves whose chosen managers include the caller, of one status or all, newest first, 20 a page',
        querystring: leavesForApprovalQuerySchema,
        response: { 200: leavePageSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) =>
      listPage(request.url, await leavesService.findLeavesForApproval(deps, authOf(request), request.query)),
  );

  api.get(
    '/api/v1/leaves/summary',
    {
      config: authenticated,
      schema: {
        operationId: 'getLeaveSummary',
        tags,
        summary: 'Leaves taken, entitled and pending this year (own; an admin any employee)',
        querystring: leaveSummaryQuerySchema,
        response: { 200: leaveSummarySchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => leavesService.getLeaveSummary(deps, authOf(request), request.query),
  );

  api.get(
    '/api/v1/leaves/:id',
    {
      config: authenticated,
      schema: {
        operationId: 'getLeave',
        tags,
        summary: 'One leave with the applicant’s leaves taken this year (applicant, chosen managers, admins)',
        params: leaveIdParamsSchema,
        response: { 200: leaveDetailSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => leavesService.getLeave(deps, authOf(request), request.params.id),
  );

  api.post(
    '/api/v1/leaves',
    {
      config: authenticated,
      schema: {
        operationId: 'applyLeave',
        tags,
        summary: 'Apply for leave (an admin may apply for another employee)',
        body: applyLeaveBodySchema,
        response: { 201: leaveSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await leavesService.applyLeave(deps, authOf(request), request.body)),
  );

  for (const action of Object.keys(actions) as LeaveAction[]) {
    api.post(
      `/api/v1/leaves/:id/${action}`,
      {
        config: authenticated,
        schema: {
          ...actions[action],
          tags,
          params: leaveIdParamsSchema,
          response: { 200: leaveSchema, ...problemResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => leavesService.takeLeaveAction(deps, authOf(request), request.params.id, action),
    );
  }

  api.get(
    '/api/v1/employee-directory',
    {
      config: authenticated,
      schema: {
        operationId: 'searchEmployeeDirectory',
        tags,
        summary:
          'Active employees whose name or employee code contains the query, by name, 20 a page by default',
        querystring: employeeDirectoryQuerySchema,
        response: { 200: employeeDirectorySchema, ...problemResponses(400, 401) },
      },
    },
    async (request) =>
      listPage(request.url, await leavesService.findEmployeeDirectory(deps, authOf(request), request.query)),
  );

  api.get(
    '/api/v1/organization/attendance-rules',
    {
      config: admin,
      schema: {
        operationId: 'getAttendanceRules',
        tags,
        summary: 'Working days and the hour after which a past working day is checked for absence',
        response: { 200: attendanceRulesSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => leavesService.getAttendanceRules(authOf(request)),
  );

  api.put(
    '/api/v1/organization/attendance-rules',
    {
      config: admin,
      schema: {
        operationId: 'updateAttendanceRules',
        tags,
        summary: 'Change the working days and the absent check hour',
        body: attendanceRulesSchema,
        response: { 200: attendanceRulesSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => leavesService.updateAttendanceRules(deps, authOf(request), request.body),
  );
};
