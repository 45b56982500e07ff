import {
  bankBodySchema,
  bankListSchema,
  bankSchema,
  defaultColumnListSchema,
  defaultColumnsBodySchema,
  defaultColumnsParamsSchema,
  defaultColumnsQuerySchema,
  departmentBodySchema,
  departmentListSchema,
  departmentSchema,
  designationBodySchema,
  designationListSchema,
  designationSchema,
  leaveSettingBodySchema,
  leaveSettingListSchema,
  leaveSettingSchema,
  masterDataIdParamsSchema,
  organizationSettingsPatchSchema,
  organizationSettingsSchema,
  shiftBodySchema,
  shiftListSchema,
  shiftSchema,
} from '@pulse/shared/contracts/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import * as settings from './settings.service';

const TAG = 'settings';

const idOf = (params: unknown): string => masterDataIdParamsSchema.parse(params).id;

// One kind of master data (spec A §3): list with the next number, read one, add, edit and
// optionally delete. Every route is for administrators; the service checks again.
type MasterDataKind<TItem extends z.ZodType, TBody extends z.ZodType> = {
  path: string;
  noun: string;
  item: TItem;
  list: z.ZodType;
  body: TBody;
  find: (deps: Deps, auth: Auth) => Promise<unknown>;
  get: (deps: Deps, auth: Auth, id: string) => Promise<z.infer<TItem>>;
  create: (deps: Deps, auth: Auth, body: z.infer<TBody>) => Promise<z.infer<TItem>>;
  update: (deps: Deps, auth: Auth, id: string, body: z.infer<TBody>) => Promise<z.infer<TItem>>;
  remove: (deps: Deps, auth: Auth, id: string) => Promise<void>;
  removeSummary: string;
};

const masterDataRoutes = <TItem extends z.ZodType, TBody extends z.ZodType>(
  app: FastifyInstance,
  deps: Deps,
  kind: MasterDataKind<TItem, TBody>,
) => {
  // Plain Fastify typing here: the zod compilers still validate and serialise every route, but one
  // generic helper for five kinds is beyond the type provider's inference, so the handlers name
  // what the schemas already guarantee.
  const api = app;
  const base = `/api/v1/${kind.path}`;
  const admin = { access: 'admin' } as const;
  const params = masterDataIdParamsSchema;
  const item: z.ZodType = kind.item;
  const body: z.ZodType = kind.body;

  api.get(
    base,
    {
      config: admin,
      schema: {
        tags: [TAG],
        summary: `List the organisation's ${kind.noun}s with the number the next one gets`,
        response: { 200: kind.list, ...problemResponses(401, 403) },
      },
    },
    async (request) => kind.find(deps, authOf(request)),
  );
  api.get(
    `${base}/:id`,
    {
      config: admin,
      schema: {
        tags: [TAG],
        summary: `Read one ${kind.noun}`,
        params,
        response: { 200: item, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => kind.get(deps, authOf(request), idOf(request.params)),
  );
  api.post(
    base,
    {
      config: admin,
      schema: {
        tags: [TAG],
        summary: `Add a ${kind.noun}; the server assigns its number (last + 1)`,
        body,
        response: { 201: item, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await kind.create(deps, authOf(request), request.body as z.infer<TBody>)),
  );
  api.put(
    `${base}/:id`,
    {
      config: admin,
      schema: {
        tags: [TAG],
        summary: `Change a ${kind.noun}`,
        params,
        body,
        response: { 200: item, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      kind.update(deps, authOf(request), idOf(request.params), request.body as z.infer<TBody>),
  );
  api.delete(
    `${base}/:id`,
    {
      config: admin,
      schema: {
        tags: [TAG],
        summary: kind.removeSummary,
        params,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await kind.remove(deps, authOf(request), idOf(request.params));
      return reply.code(204).send(null);
    },
  );
};

const refusedWhenUsed = (noun: string) => `Delete a ${noun}; refused (409) while employees use it`;

export const settingsRoutes = (app: FastifyInstance, deps: Deps) => {
  masterDataRoutes(app, deps, {
    path: 'banks',
    noun: 'bank',
    item: bankSchema,
    list: bankListSchema,
    body: bankBodySchema,
    find: settings.findBanks,
    get: settings.getBank,
    create: settings.createBank,
    update: settings.updateBank,
    remove: settings.deleteBank,
    removeSummary: refusedWhenUsed('bank'),
  });
  masterDataRoutes(app, deps, {
    path: 'designations',
    noun: 'designation',
    item: designationSchema,
    list: designationListSchema,
    body: designationBodySchema,
    find: settings.findDesignations,
    get: settings.getDesignation,
    create: settings.createDesignation,
    update: settings.updateDesignation,
    remove: settings.deleteDesignation,
    removeSummary: refusedWhenUsed('designation'),
  });
  masterDataRoutes(app, deps, {
    path: 'departments',
    noun: 'department',
    item: departmentSchema,
    list: departmentListSchema,
    body: departmentBodySchema,
    find: settings.findDepartments,
    get: settings.getDepartment,
    create: settings.createDepartment,
    update: settings.updateDepartment,
    remove: settings.deleteDepartment,
    removeSummary: refusedWhenUsed('department'),
  });
  masterDataRoutes(app, deps, {
    path: 'shifts',
    noun: 'shift',
    item: shiftSchema,
    list: shiftListSchema,
    body: shiftBodySchema,
    find: settings.findShifts,
    get: settings.getShift,
    create: settings.createShift,
    update: settings.updateShift,
    remove: settings.deleteShift,
    removeSummary: refusedWhenUsed('shift'),
  });
  masterDataRoutes(app, deps, {
    path: 'leave-settings',
    noun: 'leave setting',
    item: leaveSettingSchema,
    list: leaveSettingListSchema,
    body: leaveSettingBodySchema,
    find: settings.findLeaveSettings,
    get: settings.getLeaveSetting,
    create: settings.createLeaveSetting,
    update: settings.updateLeaveSetting,
    remove: settings.deleteLeaveSetting,
    removeSummary: 'Delete a leave setting (a year of the leaves master)',
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/v1/organization/settings',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary: "The organisation's settings: shifts flag, log-off in idle, currency, time zone",
        response: { 200: organizationSettingsSchema, ...problemResponses(401) },
      },
    },
    async (request) => settings.getOrganizationSettings(deps, authOf(request)),
  );
  api.patch(
    '/api/v1/organization/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: [TAG],
        summary: 'Switch the shifts flag or the include-log-off-in-idle flag',
        body: organizationSettingsPatchSchema,
        response: { 200: organizationSettingsSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => settings.updateOrganizationSettings(deps, authOf(request), request.body),
  );
  api.get(
    '/api/v1/default-columns',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary: "An entity's list columns in order, with their names, visibility and editability",
        querystring: defaultColumnsQuerySchema,
        response: { 200: defaultColumnListSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => settings.findDefaultColumns(deps, authOf(request), request.query.entity),
  );
  api.put(
    '/api/v1/default-columns/:entity',
    {
      config: { access: 'admin' },
      schema: {
        tags: [TAG],
        summary: "Replace an entity's column names, visibility and order",
        params: defaultColumnsParamsSchema,
        body: defaultColumnsBodySchema,
        response: { 200: defaultColumnListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) =>
      settings.saveDefaultColumns(deps, authOf(request), request.params.entity, request.body),
  );
};
