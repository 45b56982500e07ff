import {
  EMPLOYEE_IMPORT_MAX_BYTES,
  employeeImportPreviewSchema,
  employeeImportResultSchema,
  employeeImportTemplateQuerySchema,
} from '@pulse/shared/contracts/employee-import';
import { employeeImportTexts } from '@pulse/shared/spec-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import type { UploadForm } from '../../lib/openapi-document';
import { problemResponses } from '../../lib/problem';
import { CSV_MEDIA_TYPE, downloadResponse, sendDownload, XLSX_MEDIA_TYPE } from '../../lib/send-download';
import {
  getImportTemplate,
  type ImportOptions,
  importEmployees,
  previewEmployeeImport,
} from './employee-import.service';
import type { ImportUpload } from './employee-import-file';
import { invitationUrlOf } from './invitations.routes';

const fileRequired = () =>
  new AppError('VALIDATION_FAILED', employeeImportTexts.chooseFile, [
    { path: 'file', message: employeeImportTexts.chooseFile },
  ]);

// The file and the "sendInvitations" field ('true' or absent). A body that is not multipart, or that
// the parser cannot read, is answered by lib/multipart-errors.ts.
const readImportUpload = async (
  request: FastifyRequest,
): Promise<{ upload: ImportUpload; options: ImportOptions }> => {
  let upload: ImportUpload | null = null;
  const options: ImportOptions = { sendInvitations: false };
  const parts = request.parts({
    limits: { fileSize: EMPLOYEE_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'sendInvitations') options.sendInvitations = part.value === 'true';
      continue;
    }
    try {
      upload = { fileName: part.filename, bytes: await part.toBuffer() };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('UPLOAD_TOO_LARGE');
      throw error;
    }
  }
  if (!upload || (upload.bytes.length === 0 && upload.fileName === '')) throw fileRequired();
  return { upload, options };
};

const uploadDescription = {
  description:
    'multipart/form-data: one "file" (.csv or .xlsx by name and content, ≤ 5 MB, ≤ 2,000 rows, the ' +
    'template\'s columns) and "sendInvitations" (true: rows without a Tracker Password are invited)',
};

// The import's form (lib/openapi-document.ts documents it).
const importForm: UploadForm = {
  file: {
    kind: 'file',
    isRequired: true,
    description: '.csv or .xlsx (by name and content), ≤ 5 MB, ≤ 2,000 rows',
  },
  sendInvitations: { kind: 'text', description: '"true": rows without a Tracker Password are invited' },
};

export const employeeImportRoutes = (app: FastifyInstance, deps: Deps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const tags = ['employees'];

  routes.get(
    '/api/v1/employees/import/template',
    {
      config: admin,
      schema: {
        operationId: 'downloadEmployeeImportTemplate',
        tags,
        summary:
          "The import's template: the Add Employee form's columns (.xlsx with allowed values, or .csv)",
        querystring: employeeImportTemplateQuerySchema,
        response: {
          200: downloadResponse(XLSX_MEDIA_TYPE, CSV_MEDIA_TYPE),
          ...problemResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      return sendDownload(reply, {
        fileName: `employees-template.${format}`,
        contentType: format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_MEDIA_TYPE,
        body: await getImportTemplate(deps, authOf(request), format),
      });
    },
  );

  routes.post(
    '/api/v1/employees/import/preview',
    {
      config: { ...admin, upload: importForm },
      schema: {
        operationId: 'previewEmployeeImport',
        tags,
        summary: "Check an import file's rows with the Add Employee form's rules; writes nothing",
        ...uploadDescription,
        response: { 200: employeeImportPreviewSchema, ...problemResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const { upload, options } = await readImportUpload(request);
      return previewEmployeeImport(deps, authOf(request), upload, options);
    },
  );

  routes.post(
    '/api/v1/employees/import',
    {
      config: { ...admin, upload: importForm },
      schema: {
        operationId: 'importEmployees',
        tags,
        summary: "Import a file's valid rows in one transaction (checked again), inviting as asked",
        ...uploadDescription,
        response: { 200: employeeImportResultSchema, ...problemResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request) => {
      const { upload, options } = await readImportUpload(request);
      return importEmployees(deps, authOf(request), upload, options, request.ip, invitationUrlOf(request));
    },
  );
};
