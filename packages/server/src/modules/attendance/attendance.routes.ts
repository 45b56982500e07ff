import {
  attendanceExportQuerySchema,
  attendanceListQuerySchema,
  attendancePageSchema,
  attendanceRecordSchema,
  attendanceTodayQuerySchema,
  attendanceTodaySchema,
  markAttendanceBodySchema,
} from '@pulse/shared/contracts/attendance';
import { attendanceExportFileName } from '@pulse/shared/domain/attendance-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { listPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import { downloadResponse, sendDownload, XLSX_MEDIA_TYPE } from '../../lib/send-download';
import {
  findAttendance,
  findAttendanceForExport,
  getAttendanceToday,
  markAttendance,
} from './attendance.service';
import { buildAttendanceWorkbook } from './attendance-export';

export const attendanceRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['attendance'];
  const authenticated = { access: 'authenticated' } as const;

  api.get(
    '/api/v1/attendance/today',
    {
      config: authenticated,
      schema: {
        operationId: 'getAttendanceToday',
        tags,
        summary: 'The current work day, shift and record of an employee, and whether Save is allowed',
        description: 'Without employeeId the caller’s own; administrators may name any employee.',
        querystring: attendanceTodayQuerySchema,
        response: { 200: attendanceTodaySchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getAttendanceToday(deps, authOf(request), request.query),
  );

  api.post(
    '/api/v1/attendance/mark',
    {
      config: authenticated,
      schema: {
        operationId: 'markAttendance',
        tags,
        summary: 'Mark attendance: insert the day’s record, or set its out time',
        description:
          'Own attendance: the current work day, times within 10 minutes of the server clock. ' +
          'Administrators may mark another employee (employeeId) on any day (workDate) with any times.',
        body: markAttendanceBodySchema,
        response: { 200: attendanceRecordSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => markAttendance(deps, authOf(request), request.body),
  );

  api.get(
    '/api/v1/attendance',
    {
      config: authenticated,
      schema: {
        operationId: 'listAttendance',
        tags,
        summary: 'Attendance records, newest day first, 20 per page by default',
        description: 'Employees get only their own records; administrators filter by employeeIds.',
        querystring: attendanceListQuerySchema,
        response: { 200: attendancePageSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listPage(request.url, await findAttendance(deps, authOf(request), request.query)),
  );

  api.get(
    '/api/v1/attendance/export',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'exportAttendance',
        tags,
        summary: 'The filtered attendance as an .xlsx workbook (Name, Date, Day, In Time, Out Time)',
        querystring: attendanceExportQuerySchema,
        response: { 200: downloadResponse(XLSX_MEDIA_TYPE), ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const data = await findAttendanceForExport(deps, authOf(request), request.ip, request.query);
      // A download, never shown in the browser, never cached (it carries people's times).
      return sendDownload(reply, {
        fileName: attendanceExportFileName(data.from, data.to),
        contentType: XLSX_MEDIA_TYPE,
        body: await buildAttendanceWorkbook(data),
      });
    },
  );
};
