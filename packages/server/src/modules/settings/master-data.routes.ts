import { masterDataIdParamsSchema } from '@pulse/shared/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import * as masterData from './master-data.service';
import {
  BANKS,
  DEPARTMENTS,
  DESIGNATIONS,
  LEAVE_SETTINGS,
  type MasterDataKind,
  SHIFTS,
} from './master-data-kinds';

const TAG = 'settings';

const idOf = (params: unknown): string => masterDataIdParamsSchema.parse(params).id;

// One kind of master data (spec A §3): list with the next number, read one, add, edit and delete.
// Every route is for administrators; the service checks again.
const masterDataKindRoutes = <TBody, TItem extends { number: number }>(
  app: FastifyInstance,
  deps: Deps,
  kind: MasterDataKind<TBody, TItem>,
) => {
  // Plain Fastify typing here: the zod compilers still validate and serialise every route, but one
  // generic helper for five kinds is beyond the type provider's inference, so the handlers name
  // what the schemas already guarantee.
  const base = `/api/v1/${kind.path}`;
  const admin = { access: 'admin' } as const;
  const params = masterDataIdParamsSchema;
  const item: z.ZodType = kind.item;
  const body: z.ZodType = kind.body;
  // "leave setting" → listLeaveSettings, getLeaveSetting…
  const operationNoun = kind.noun.replace(/(^| )(\w)/g, (_, _space, letter: string) => letter.toUpperCase());

  app.get(
    base,
    {
      config: admin,
      schema: {
        operationId: `list${operationNoun}s`,
        tags: [TAG],
        summary: `List the organisation's ${kind.noun}s (one page) with the number the next one gets`,
        response: { 200: kind.list, ...problemResponses(401, 403) },
      },
    },
    async (request) =>
      wholeListPage(request.url, await masterData.findMasterData(deps, authOf(request), kind)),
  );
  app.get(
    `${base}/:id`,
    {
      config: admin,
      schema: {
        operationId: `get${operationNoun}`,
        tags: [TAG],
        summary: `Read one ${kind.noun}`,
        params,
        response: { 200: item, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => masterData.getMasterData(deps, authOf(request), kind, idOf(request.params)),
  );
  app.post(
    base,
    {
      config: admin,
      schema: {
        operationId: `create${operationNoun}`,
        tags: [TAG],
        summary: `Add a ${kind.noun}; the server assigns its number (last + 1)`,
        body,
        response: { 201: item, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await masterData.createMasterData(deps, authOf(request), request.ip, kind, request.body as TBody),
        ),
  );
  app.put(
    `${base}/:id`,
    {
      config: admin,
      schema: {
        operationId: `update${operationNoun}`,
        tags: [TAG],
        summary: `Change a ${kind.noun}`,
        params,
        body,
        response: { 200: item, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      masterData.updateMasterData(
        deps,
        authOf(request),
        request.ip,
        kind,
        idOf(request.params),
        request.body as TBody,
      ),
  );
  app.delete(
    `${base}/:id`,
    {
      config: admin,
      schema: {
        operationId: `delete${operationNoun}`,
        tags: [TAG],
        summary: kind.deleteSummary,
        params,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await masterData.deleteMasterData(deps, authOf(request), request.ip, kind, idOf(request.params));
      return reply.code(204).send(null);
    },
  );
};

// In the Settings screen's tab order (spec A §2), which is also the OpenAPI document's order.
export const masterDataRoutes = (app: FastifyInstance, deps: Deps) => {
  masterDataKindRoutes(app, deps, BANKS);
  masterDataKindRoutes(app, deps, DESIGNATIONS);
  masterDataKindRoutes(app, deps, DEPARTMENTS);
  masterDataKindRoutes(app, deps, SHIFTS);
  masterDataKindRoutes(app, deps, LEAVE_SETTINGS);
};
