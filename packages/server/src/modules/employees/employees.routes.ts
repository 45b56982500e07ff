import {
  appraisalBodySchema,
  appraisalListSchema,
  appraisalParamsSchema,
  appraisalSchema,
  createEmployeeBodySchema,
  emailAvailabilityQuerySchema,
  emailAvailabilitySchema,
  employeeDetailQuerySchema,
  employeeDetailSchema,
  employeeFormOptionsSchema,
  employeeIdParamsSchema,
  employeeListQuerySchema,
  employeeListSchema,
  updateEmployeeBodySchema,
} from '@pulse/shared/contracts/employees';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import { RetryLaterError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { listPage, wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import {
  createAppraisal,
  editAppraisal,
  findEmployeeAppraisals,
  removeAppraisal,
} from './appraisals.service';
import {
  checkEmailAvailability,
  createEmployee,
  deleteEmployee,
  type EmployeeChangeEffects,
  findEmployeeFormOptions,
  findEmployees,
  getEmployee,
  getOwnProfile,
  updateEmployee,
} from './employees.service';
import { invitationRoutes, invitationUrlOf } from './invitations.routes';
import { screenshotModeRoutes } from './screenshot-mode.routes';

export const EMAIL_CHECKS_PER_SESSION_PER_MINUTE = 30;
export const EMAIL_CHECKS_PER_ORGANIZATION_PER_HOUR = 300;

// Hardening (e-mail availability): sign-up is open, so any administrator could ask about every address
// of a list. The form asks once per blur: 30 a minute per session and 300 an hour per organisation are
// far above that. Counted in each instance's memory by @fastify/rate-limit, like sign-up's own limit:
// behind N instances the bound is N times as high, still far below an enumeration.
const emailCheckLimits = (app: FastifyInstance) => {
  const limits = [
    app.createRateLimit({
      max: EMAIL_CHECKS_PER_SESSION_PER_MINUTE,
      timeWindow: 60 * 1000,
      keyGenerator: (request) => `email-available:session:${authOf(request).sessionId}`,
    }),
    app.createRateLimit({
      max: EMAIL_CHECKS_PER_ORGANIZATION_PER_HOUR,
      timeWindow: 60 * 60 * 1000,
      keyGenerator: (request) => `email-available:organization:${authOf(request).organizationId}`,
    }),
  ];
  // A session over its limit is refused before the organisation's count grows.
  return async (request: FastifyRequest) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw new RetryLaterError(result.ttl);
    }
  };
};

export const employeesRoutes = (app: FastifyInstance, deps: Deps, effects: EmployeeChangeEffects) => {
  // Registered first: /employees/screenshot-modes is a path of its own, not an employee's id.
  screenshotModeRoutes(app, deps);
  invitationRoutes(app, deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['employees'];

  routes.get(
    '/api/v1/employees',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listEmployees',
        tags,
        summary: 'Employees List: search one column, sort, filter by status, one page at a time',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listPage(request.url, await findEmployees(deps, authOf(request), request.query)),
  );

  routes.get(
    '/api/v1/employees/form-options',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getEmployeeFormOptions',
        tags,
        summary: 'What the employee form chooses from: departments, designations, shifts, banks, roles',
        response: { 200: employeeFormOptionsSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => findEmployeeFormOptions(deps, authOf(request)),
  );

  routes.get(
    '/api/v1/employees/email-available',
    {
      config: { access: 'admin' },
      preHandler: emailCheckLimits(app),
      schema: {
        operationId: 'checkEmailAvailable',
        tags,
        summary:
          'Whether an official e-mail is free (unique across the system); the edited employee keeps its own. ' +
          'Limited per session and per organisation',
        querystring: emailAvailabilityQuerySchema,
        response: { 200: emailAvailabilitySchema, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request) => checkEmailAvailability(deps, authOf(request), request.query),
  );

  routes.get(
    '/api/v1/employees/:employeeId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getEmployee',
        tags,
        summary: "One employee; view=edit returns the personal numbers in full for the administrator's form",
        params: employeeIdParamsSchema,
        querystring: employeeDetailQuerySchema,
        response: { 200: employeeDetailSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getEmployee(deps, authOf(request), request.params.employeeId, request.query.view),
  );

  routes.post(
    '/api/v1/employees',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createEmployee',
        tags,
        summary:
          'Add an employee: the tracker password is their sign-in password, or (sendInvitation) they get ' +
          'a mail with a link to choose their own',
        body: createEmployeeBodySchema,
        response: { 201: employeeDetailSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createEmployee(deps, authOf(request), request.body, request.ip, invitationUrlOf(request)),
        ),
  );

  routes.put(
    '/api/v1/employees/:employeeId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateEmployee',
        tags,
        summary: 'Update an employee; an empty password or personal number keeps the stored one',
        params: employeeIdParamsSchema,
        body: updateEmployeeBodySchema,
        response: { 200: employeeDetailSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateEmployee(deps, authOf(request), request.params.employeeId, request.body, request.ip, effects),
  );

  routes.delete(
    '/api/v1/employees/:employeeId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteEmployee',
        tags,
        summary: 'Delete an employee (soft: their history stays); ends their sessions',
        params: employeeIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteEmployee(deps, authOf(request), request.params.employeeId, request.ip);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/v1/me/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getMyProfile',
        tags,
        summary: 'My Profile: the signed-in employee’s own record, personal numbers masked',
        response: { 200: employeeDetailSchema, ...problemResponses(401, 404) },
      },
    },
    async (request) => getOwnProfile(deps, authOf(request)),
  );

  routes.get(
    '/api/v1/employees/:employeeId/appraisals',
    {
      config: { access: 'own' },
      schema: {
        operationId: 'listAppraisals',
        tags,
        summary: 'An employee’s appraisals (administrators, or the employee themself)',
        params: employeeIdParamsSchema,
        response: { 200: appraisalListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      wholeListPage(request.url, {
        items: await findEmployeeAppraisals(deps, authOf(request), request.params.employeeId),
      }),
  );

  routes.post(
    '/api/v1/employees/:employeeId/appraisals',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createAppraisal',
        tags,
        summary: 'Add an appraisal (not on the administrator’s own record)',
        params: employeeIdParamsSchema,
        body: appraisalBodySchema,
        response: { 201: appraisalSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createAppraisal(deps, authOf(request), request.params.employeeId, request.body)),
  );

  routes.put(
    '/api/v1/employees/:employeeId/appraisals/:appraisalId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateAppraisal',
        tags,
        summary: 'Edit an appraisal',
        params: appraisalParamsSchema,
        body: appraisalBodySchema,
        response: { 200: appraisalSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => editAppraisal(deps, authOf(request), request.params, request.body),
  );

  routes.delete(
    '/api/v1/employees/:employeeId/appraisals/:appraisalId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteAppraisal',
        tags,
        summary: 'Delete an appraisal',
        params: appraisalParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeAppraisal(deps, authOf(request), request.params);
      return reply.code(204).send(null);
    },
  );
};
