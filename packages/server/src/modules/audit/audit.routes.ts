import {
  auditEventPageSchema,
  auditEventQuerySchema,
  auditExportQuerySchema,
} from '@pulse/shared/contracts/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { listPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import { downloadResponse, sendDownload, XLSX_MEDIA_TYPE } from '../../lib/send-download';
import { exportAuditEvents, findAuditEvents } from './audit.service';

export const auditRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];

  api.get(
    '/api/v1/audit-events',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listAuditEvents',
        tags,
        summary:
          'The audit trail, newest first: monitoring (screenshot views and deletions, manual-time decisions), sign-ins and lockouts, role and status changes, deletions, payroll, exports and settings changes',
        description: 'from and to are the organisation’s calendar days, both included (at most 366 days).',
        querystring: auditEventQuerySchema,
        response: { 200: auditEventPageSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listPage(request.url, await findAuditEvents(deps, authOf(request), request.query)),
  );

  api.get(
    '/api/v1/audit-events/export',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'exportAuditEvents',
        tags,
        summary: 'The filtered audit trail as .xlsx, named “{from} To {to} Audit Trail”',
        querystring: auditExportQuerySchema,
        response: { 200: downloadResponse(XLSX_MEDIA_TYPE), ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const file = await exportAuditEvents(deps, authOf(request), request.ip, request.query);
      return sendDownload(reply, { fileName: file.fileName, contentType: XLSX_MEDIA_TYPE, body: file.body });
    },
  );
};
