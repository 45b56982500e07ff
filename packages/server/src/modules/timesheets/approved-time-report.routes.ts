import {
  approvedTimeExportQuerySchema,
  approvedTimeReportQuerySchema,
  approvedTimeReportSchema,
} from '@pulse/shared/contracts/approved-time-report';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { CSV_MEDIA_TYPE, downloadResponse, sendDownload, XLSX_MEDIA_TYPE } from '../../lib/send-download';
import { exportApprovedTimeReport, getApprovedTimeReport } from './approved-time-report.service';

// Reports → Approval (shared/domain/approved-time.ts): administrators only, as the other reports.
export const approvedTimeReportRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const tags = ['timesheets'];

  api.get(
    '/api/v1/reports/approved-time',
    {
      config: admin,
      schema: {
        operationId: 'getApprovedTimeReport',
        tags,
        summary:
          'Approved and not yet approved time with its cost, per employee or per project, over a period',
        querystring: approvedTimeReportQuerySchema,
        response: { 200: approvedTimeReportSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getApprovedTimeReport(deps, authOf(request), request.query),
  );

  api.get(
    '/api/v1/reports/approved-time/export',
    {
      config: admin,
      schema: {
        operationId: 'exportApprovedTimeReport',
        tags,
        summary: 'The approved-time report as .xlsx or .csv; audited',
        querystring: approvedTimeExportQuerySchema,
        response: {
          200: downloadResponse(XLSX_MEDIA_TYPE, CSV_MEDIA_TYPE),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await exportApprovedTimeReport(deps, authOf(request), request.ip, request.query);
      return sendDownload(reply, file);
    },
  );
};
