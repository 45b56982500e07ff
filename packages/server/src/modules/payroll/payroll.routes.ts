import {
  employeeSlipParamsSchema,
  employeeSlipPeriodParamsSchema,
  payrollExistsSchema,
  payrollMonthsSchema,
  payrollPeriodParamsSchema,
  payrollSavedSchema,
  payrollYearQuerySchema,
  payrollYearsSchema,
  salarySheetPreviewSchema,
  salarySlipMonthsSchema,
  salarySlipSchema,
} from '@pulse/shared/contracts/payroll';
import { payrollTexts } from '@pulse/shared/spec-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import type { UploadForm } from '../../lib/openapi-document';
import { problemResponses } from '../../lib/problem';
import { downloadResponse, sendDownload, XLSX_MEDIA_TYPE } from '../../lib/send-download';
import { payrollErrors } from './payroll.errors';
import {
  checkPayrollExists,
  deletePayroll,
  findPayrollMonths,
  findPayrollYears,
  getPayrollSheet,
  getSampleSalarySheet,
} from './payroll.service';
import { addPayroll, previewSalarySheet, replacePayroll, type SheetUpload } from './payroll-upload.service';
import { MAX_SHEET_BYTES } from './salary-sheet';
import { renderSalarySlipPdf } from './salary-slip-pdf';
import { findSalarySlipMonths, getSalarySlip } from './salary-slips.service';

// The one file of a multipart request (field name free, so old clients sending `files` work too).
// A body that is not multipart, or that the parser cannot read, is answered by lib/multipart-errors.ts.
const readUpload = async (request: FastifyRequest): Promise<SheetUpload> => {
  const file = await request.file({ limits: { fileSize: MAX_SHEET_BYTES, files: 1 } });
  if (!file) throw new AppError(payrollErrors.PAYROLL_SHEET_INVALID, payrollTexts.sheetMissing);
  try {
    return { fileName: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(payrollErrors.PAYROLL_SHEET_TOO_LARGE);
    throw error;
  }
};

const uploadDescription = {
  description: 'multipart/form-data with one .xlsx file (≤ 5 MB, ≤ 10,000 rows) in the columns of spec B §2',
};

const salarySheetForm: UploadForm = {
  file: { kind: 'file', isRequired: true, description: 'The salary sheet: .xlsx, ≤ 5 MB, ≤ 10,000 rows' },
};

export const payrollRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const tags = ['payroll'];

  api.get(
    '/api/v1/payroll/years',
    {
      config: admin,
      schema: {
        operationId: 'listPayrollYears',
        tags,
        summary: 'Years with uploaded salary sheets, plus the current year',
        response: { 200: payrollYearsSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => wholeListPage(request.url, await findPayrollYears(deps, authOf(request))),
  );

  api.get(
    '/api/v1/payroll',
    {
      config: admin,
      schema: {
        operationId: 'listPayrollMonths',
        tags,
        summary: 'Months of a year with an uploaded salary sheet',
        querystring: payrollYearQuerySchema,
        response: { 200: payrollMonthsSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) =>
      wholeListPage(request.url, await findPayrollMonths(deps, authOf(request), request.query.year)),
  );

  api.get(
    '/api/v1/payroll/sample-sheet',
    {
      config: admin,
      schema: {
        operationId: 'downloadSampleSalarySheet',
        tags,
        summary: 'A sample salary sheet (.xlsx) for the organisation’s current employees',
        response: { 200: downloadResponse(XLSX_MEDIA_TYPE), ...problemResponses(401, 403) },
      },
    },
    async (request, reply) =>
      sendDownload(reply, {
        fileName: 'SampleSalarySheet.xlsx',
        contentType: XLSX_MEDIA_TYPE,
        body: await getSampleSalarySheet(deps, authOf(request), request.ip),
      }),
  );

  api.post(
    '/api/v1/payroll/preview',
    {
      config: { ...admin, upload: salarySheetForm },
      schema: {
        operationId: 'previewSalarySheet',
        tags,
        summary: 'Read and check a salary sheet without storing it',
        ...uploadDescription,
        response: { 200: salarySheetPreviewSchema, ...problemResponses(400, 401, 403, 413) },
      },
    },
    async (request) => previewSalarySheet(deps, authOf(request), await readUpload(request)),
  );

  api.get(
    '/api/v1/payroll/:year/:month/exists',
    {
      config: admin,
      schema: {
        operationId: 'checkSalarySheetExists',
        tags,
        summary: 'Whether a salary sheet was uploaded for the month',
        params: payrollPeriodParamsSchema,
        response: { 200: payrollExistsSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => checkPayrollExists(deps, authOf(request), request.params),
  );

  api.get(
    '/api/v1/payroll/:year/:month',
    {
      config: admin,
      schema: {
        operationId: 'getSalarySheet',
        tags,
        summary: 'The stored salary sheet of a month, for the edit preview',
        params: payrollPeriodParamsSchema,
        response: { 200: salarySheetPreviewSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPayrollSheet(deps, authOf(request), request.params),
  );

  api.post(
    '/api/v1/payroll/:year/:month',
    {
      config: { ...admin, upload: salarySheetForm },
      schema: {
        operationId: 'uploadSalarySheet',
        tags,
        summary: 'Upload the salary sheet of a month (409 when the month has one)',
        params: payrollPeriodParamsSchema,
        ...uploadDescription,
        response: { 201: payrollSavedSchema, ...problemResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const saved = await addPayroll(
        deps,
        authOf(request),
        request.ip,
        request.params,
        await readUpload(request),
      );
      return reply.code(201).send(saved);
    },
  );

  api.put(
    '/api/v1/payroll/:year/:month',
    {
      config: { ...admin, upload: salarySheetForm },
      schema: {
        operationId: 'replaceSalarySheet',
        tags,
        summary: 'Replace the salary sheet of a month, all or nothing',
        params: payrollPeriodParamsSchema,
        ...uploadDescription,
        response: { 200: payrollSavedSchema, ...problemResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) =>
      replacePayroll(deps, authOf(request), request.ip, request.params, await readUpload(request)),
  );

  api.delete(
    '/api/v1/payroll/:year/:month',
    {
      config: admin,
      schema: {
        operationId: 'deleteSalarySheet',
        tags,
        summary: 'Delete the salary sheet of a month and its slips',
        params: payrollPeriodParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePayroll(deps, authOf(request), request.ip, request.params);
      return reply.code(204).send(null);
    },
  );

  // Salary slips: an employee's own, or anyone's in the organisation for administrators.
  const slipRoutes = (prefix: string, employeeIdOf: (request: FastifyRequest) => string, hasId: boolean) => {
    const who = hasId ? 'an employee' : 'the signed-in employee';
    const whose = hasId ? 'Employee' : 'My';
    const config = { access: hasId ? 'own' : 'authenticated' } as const;
    api.get(
      `${prefix}/salary-slips`,
      {
        config,
        schema: {
          operationId: `list${whose}SalarySlips`,
          tags,
          summary: `Months of a year with a salary slip for ${who}`,
          ...(hasId ? { params: employeeSlipParamsSchema } : {}),
          querystring: payrollYearQuerySchema,
          response: { 200: salarySlipMonthsSchema, ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        wholeListPage(
          request.url,
          await findSalarySlipMonths(deps, authOf(request), employeeIdOf(request), request.query.year),
        ),
    );
    api.get(
      `${prefix}/salary-slips/:year/:month`,
      {
        config,
        schema: {
          operationId: `get${whose}SalarySlip`,
          tags,
          summary: `The salary slip of a month for ${who}`,
          params: hasId ? employeeSlipPeriodParamsSchema : payrollPeriodParamsSchema,
          response: { 200: salarySlipSchema, ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getSalarySlip(deps, authOf(request), employeeIdOf(request), request.params),
    );
    api.get(
      `${prefix}/salary-slips/:year/:month/pdf`,
      {
        config,
        schema: {
          operationId: `download${whose}SalarySlip`,
          tags,
          summary: `The salary slip of a month for ${who}, as SalarySheet.pdf`,
          params: hasId ? employeeSlipPeriodParamsSchema : payrollPeriodParamsSchema,
          response: { 200: downloadResponse('application/pdf'), ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const slip = await getSalarySlip(deps, authOf(request), employeeIdOf(request), request.params);
        return sendDownload(reply, {
          fileName: 'SalarySheet.pdf',
          contentType: 'application/pdf',
          body: await renderSalarySlipPdf(slip),
        });
      },
    );
  };
  slipRoutes(
    '/api/v1/employees/:employeeId',
    (request) => (request.params as { employeeId: string }).employeeId,
    true,
  );
  slipRoutes('/api/v1/me', (request) => authOf(request).employeeId, false);
};
