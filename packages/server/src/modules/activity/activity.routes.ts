import {
  dayActivityQuerySchema,
  dayActivitySchema,
  employeeReportQuerySchema,
  type ReportFileFormat,
  reportExportQuerySchema,
  reportQuerySchema,
  reportSchema,
  timeSheetQuerySchema,
  timeSheetSchema,
} from '@pulse/shared/contracts/activity';
import { reportExportFileName } from '@pulse/shared/domain/report-weeks';
import { activityTexts } from '@pulse/shared/spec-texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import {
  CSV_MEDIA_TYPE,
  downloadResponse,
  SCREENSHOT_MEDIA_TYPES,
  sendDownload,
  XLSX_MEDIA_TYPE,
} from '../../lib/send-download';
import { recordAuditEvent } from '../audit/audit.service';
import {
  getDayActivity,
  getReport,
  getScreenshotContent,
  getTimeSheet,
  matchesEtag,
  type ReportFilter,
  type ScreenshotContent,
} from './activity.service';
import { buildReportFile } from './report-file';

const screenshotParamsSchema = z.object({ screenshotId: z.uuid() });
// The version in the URL only makes the URL unique per content; the server does not need it.
const screenshotQuerySchema = z.object({ v: z.string().max(64).optional() });

// The report's file (report-file.ts). People's tracked time leaves Pulse in the file: recorded in the
// audit trail (hardening: audit trail).
const sendReportFile = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string,
  reply: FastifyReply,
  filter: ReportFilter,
  format: ReportFileFormat,
) => {
  const file = await buildReportFile(deps, auth, filter, format);
  if (!file) throw new AppError('NOT_FOUND', activityTexts.noRecord);
  const { report } = file;
  const [onlyEmployee] = report.employees.length === 1 ? report.employees : [];
  await recordAuditEvent(deps.db, auth, ipAddress, {
    action: 'personal-data.exported',
    subjectId: onlyEmployee?.employeeId ?? null,
    summary: `Exported the tracker report “${reportExportFileName(report.startDate, report.endDate, report.project?.name)}” (employees: ${report.employees.length})`,
    details: {
      export: filter.employeeId ? 'tracker-report' : 'tracker-report-all',
      format,
      startDate: report.startDate,
      endDate: report.endDate,
      projectId: report.project?.id ?? null,
      employees: report.employees.length,
    },
  });
  return sendDownload(reply, { fileName: file.fileName, contentType: file.contentType, body: file.body });
};

// The URL carries the content's version, so the bytes under it never change: cached for a day and
// marked immutable; a revalidation with the same ETag gets 304 without the bytes.
const SCREENSHOT_CACHE = 'private, max-age=86400, immutable';
// An audited open is revalidated each time (a 304 without the bytes), so each one is recorded.
const AUDITED_SCREENSHOT_CACHE = 'private, no-cache';
const sendScreenshot = (reply: FastifyReply, ifNoneMatch: string | undefined, content: ScreenshotContent) => {
  const cache = content.isAudited ? AUDITED_SCREENSHOT_CACHE : SCREENSHOT_CACHE;
  if (matchesEtag(ifNoneMatch, content.etag)) {
    content.file.body.destroy();
    return reply
      .header('etag', content.etag)
      .header('cache-control', cache)
      .header('x-content-type-options', 'nosniff')
      .code(304)
      .send();
  }
  return sendDownload(reply, {
    contentType: content.contentType,
    disposition: 'inline',
    cache,
    etag: content.etag,
    stream: content.file,
  });
};

// Hardening (reads at scale): a month's report of 1,000 employees holds 30,000 days. The app's
// serializer checks every answer against its zod schema on the way out (each date's pattern and
// calendar check, each number's integer check), which took longer than building the report when it
// ran as an encode (bench/report.ts times it as the app runs it now). The report is built field by
// field from typed rows (groupReportByWeek) and its problems by sendProblem, so they are written as
// they are; reportSchema still describes the answer (OpenAPI) and report-response.test.ts holds the
// answer to it.
const writeAsBuilt = () => (data: unknown) => JSON.stringify(data);

// spec B §5/§8: a missing start date, end date or employee has its own message. The shared schema
// gives it for an empty value; an absent parameter is read as empty so both get the spec's text.
const absentAsEmpty =
  (names: readonly string[]) =>
  async (request: FastifyRequest): Promise<void> => {
    const query = request.query as Record<string, unknown>;
    for (const name of names) query[name] ??= '';
  };
const REPORT_PARAMETERS = ['startDate', 'endDate'] as const;
const EXPORT_PARAMETERS = ['startDate', 'endDate', 'employeeId'] as const;

export const activityRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activity'];

  api.get(
    '/api/v1/time-sheet',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getTimeSheet',
        tags,
        summary:
          'The time sheet of a day: a row per employee who tracked time, and the employees to choose from (an employee gets only their own)',
        querystring: timeSheetQuerySchema,
        response: { 200: timeSheetSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getTimeSheet(deps, authOf(request), request.query),
  );

  api.get(
    '/api/v1/activity/day',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getActivityDay',
        tags,
        summary: 'One employee’s day: totals, hours of 6 slots with screenshot URLs, window usage',
        description:
          'Without employeeCode the caller’s own day, any date; administrators may name any employee, and each look at someone else’s day is recorded in the audit trail.',
        querystring: dayActivityQuerySchema,
        response: { 200: dayActivitySchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getDayActivity(deps, authOf(request), request.query, request.ip),
  );

  for (const variant of ['image', 'thumbnail'] as const) {
    api.get(
      `/api/v1/screenshots/:screenshotId/${variant}`,
      {
        config: { access: 'authenticated' },
        schema: {
          operationId: variant === 'image' ? 'downloadScreenshot' : 'downloadScreenshotThumbnail',
          tags,
          summary:
            variant === 'image'
              ? 'A screenshot’s full image (own, or any for administrators)'
              : 'A screenshot’s thumbnail, WebP (own, or any for administrators)',
          params: screenshotParamsSchema,
          querystring: screenshotQuerySchema,
          description:
            'Streamed bytes; ETag is the content hash and If-None-Match answers 304. An administrator’s open of someone else’s full image is recorded in the audit trail and revalidated every time (no-cache).',
          response: { 200: downloadResponse(...SCREENSHOT_MEDIA_TYPES), ...problemResponses(400, 401, 404) },
        },
      },
      async (request, reply) =>
        sendScreenshot(
          reply,
          request.headers['if-none-match'],
          await getScreenshotContent(deps, authOf(request), request.params.screenshotId, variant, request.ip),
        ),
    );
  }

  api.get(
    '/api/v1/reports',
    {
      config: { access: 'admin' },
      preValidation: absentAsEmpty(REPORT_PARAMETERS),
      serializerCompiler: writeAsBuilt,
      schema: {
        operationId: 'getReport',
        tags,
        summary:
          'Report by employee and week with weekly totals and a grand total (all or one employee; all projects or one project’s attributed time)',
        querystring: reportQuerySchema,
        response: { 200: reportSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getReport(deps, authOf(request), request.query),
  );

  api.get(
    '/api/v1/reports/export',
    {
      config: { access: 'admin' },
      preValidation: absentAsEmpty(EXPORT_PARAMETERS),
      schema: {
        operationId: 'exportReport',
        tags,
        summary:
          'One employee’s report as .xlsx (or format=csv), named “{start} To {end} Tracker Report” (“… - {project}” for one project)',
        querystring: employeeReportQuerySchema,
        response: {
          200: downloadResponse(XLSX_MEDIA_TYPE, CSV_MEDIA_TYPE),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      return sendReportFile(deps, authOf(request), request.ip, reply, filter, format);
    },
  );

  api.get(
    '/api/v1/reports/export-all',
    {
      config: { access: 'admin' },
      preValidation: absentAsEmpty(REPORT_PARAMETERS),
      schema: {
        operationId: 'exportAllReports',
        tags,
        summary:
          'Every employee’s report as .xlsx, a Summary and a sheet each; or format=csv, one row per employee-day',
        querystring: reportExportQuerySchema,
        response: {
          200: downloadResponse(XLSX_MEDIA_TYPE, CSV_MEDIA_TYPE),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) =>
      sendReportFile(
        deps,
        authOf(request),
        request.ip,
        reply,
        {
          startDate: request.query.startDate,
          endDate: request.query.endDate,
          projectId: request.query.projectId,
        },
        request.query.format,
      ),
  );
};
