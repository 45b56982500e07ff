import {
  DOCUMENT_LIMITS,
  employeeDocumentListSchema,
  employeeDocumentParamsSchema,
  employeePhotoSchema,
  PHOTO_LIMITS,
  uploadedDocumentsSchema,
} from '@pulse/shared/contracts/documents';
import { employeeIdParamsSchema } from '@pulse/shared/contracts/employees';
import { documentPulseTexts } from '@pulse/shared/spec-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { DOCUMENT_MEDIA_TYPES } from '../../lib/file-type';
import { wholeListPage } from '../../lib/list-page';
import type { UploadForm } from '../../lib/openapi-document';
import { problemResponses } from '../../lib/problem';
import { downloadResponse, sendDownload } from '../../lib/send-download';
import { documentErrors } from './documents.errors';
import {
  findEmployeeDocuments,
  getEmployeeDocumentContent,
  getEmployeePhoto,
  removeEmployeeDocument,
  removeEmployeePhoto,
  type UploadedFile,
  uploadEmployeeDocuments,
  uploadEmployeePhoto,
} from './documents.service';

const errorCodeOf = (error: unknown) => (error as { code?: string }).code;

// The files of a multipart request one at a time, with this route's own limits (the global ones are
// for salary sheets). Limit breaches become the spec-style problems instead of Fastify's defaults.
// A body that is not multipart, or that the parser cannot read, is answered by lib/multipart-errors.ts.
async function* readDocumentFiles(request: FastifyRequest): AsyncGenerator<UploadedFile> {
  try {
    const parts = request.files({
      limits: {
        fileSize: DOCUMENT_LIMITS.maxFileBytes,
        files: DOCUMENT_LIMITS.maxFiles,
        fields: 0,
        parts: DOCUMENT_LIMITS.maxFiles,
      },
    });
    for await (const part of parts) {
      yield { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(documentErrors.DOCUMENT_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(documentErrors.DOCUMENT_TOO_LARGE, documentPulseTexts.tooMany);
    throw error;
  }
}

const readPhotoFile = async (request: FastifyRequest): Promise<UploadedFile> => {
  try {
    const file = await request.file({ limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 0 } });
    if (!file) throw new AppError('VALIDATION_FAILED', documentPulseTexts.photoMissing);
    return { fileName: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    if (errorCodeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(documentErrors.PHOTO_TOO_LARGE);
    throw error;
  }
};

const documentsForm: UploadForm = {
  files: {
    kind: 'files',
    isRequired: true,
    description: 'Up to 10 files of ≤ 10 MB: images, PDF, DOC or DOCX',
  },
};
const photoForm: UploadForm = {
  file: { kind: 'file', isRequired: true, description: 'One JPEG, PNG or WebP of ≤ 2 MB' },
};

export const documentsRoutes = (app: FastifyInstance, deps: Deps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['employees'];

  routes.get(
    '/api/v1/employees/:employeeId/documents',
    {
      config: { access: 'own' },
      schema: {
        operationId: 'listDocuments',
        tags,
        summary: 'An employee’s documents (administrators, or the employee themself)',
        params: employeeIdParamsSchema,
        response: { 200: employeeDocumentListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      wholeListPage(request.url, {
        items: await findEmployeeDocuments(deps, authOf(request), request.params.employeeId),
      }),
  );

  routes.post(
    '/api/v1/employees/:employeeId/documents',
    {
      config: { access: 'admin', upload: documentsForm },
      schema: {
        operationId: 'uploadDocuments',
        tags,
        summary: 'Upload documents, all or nothing (images, PDF, DOC, DOCX by content)',
        description:
          'multipart/form-data with up to 10 files of ≤ 10 MB each; one file that is not an image, PDF, DOC or DOCX refuses the whole upload',
        params: employeeIdParamsSchema,
        response: { 201: uploadedDocumentsSchema, ...problemResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const documents = await uploadEmployeeDocuments(
        deps,
        authOf(request),
        request.params.employeeId,
        readDocumentFiles(request),
      );
      return reply.code(201).send(documents);
    },
  );

  routes.get(
    '/api/v1/employees/:employeeId/documents/:documentId/content',
    {
      config: { access: 'own' },
      schema: {
        operationId: 'downloadDocument',
        tags,
        summary: 'Download a document (administrators, or the employee themself)',
        params: employeeDocumentParamsSchema,
        response: { 200: downloadResponse(...DOCUMENT_MEDIA_TYPES), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const content = await getEmployeeDocumentContent(deps, authOf(request), request.params);
      return sendDownload(reply, {
        fileName: content.fileName,
        contentType: content.contentType,
        stream: content.file,
      });
    },
  );

  routes.delete(
    '/api/v1/employees/:employeeId/documents/:documentId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteDocument',
        tags,
        summary: 'Delete a document',
        params: employeeDocumentParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeEmployeeDocument(deps, authOf(request), request.params);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/v1/employees/:employeeId/photo',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'downloadEmployeePhoto',
        tags,
        summary: 'An employee’s photo (JPEG) for anyone in the organisation; 404 when there is none',
        params: employeeIdParamsSchema,
        response: { 200: downloadResponse('image/jpeg'), ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const photo = await getEmployeePhoto(deps, authOf(request), request.params.employeeId);
      // Cached briefly: lists show many avatars; a new photo has a new version in its URL.
      return sendDownload(reply, {
        fileName: 'photo.jpg',
        contentType: 'image/jpeg',
        disposition: 'inline',
        cache: 'private, max-age=300',
        stream: photo,
      });
    },
  );

  routes.put(
    '/api/v1/employees/:employeeId/photo',
    {
      config: { access: 'admin', upload: photoForm },
      schema: {
        operationId: 'uploadEmployeePhoto',
        tags,
        summary: 'Set the photo: one JPEG, PNG or WebP (by content) of ≤ 2 MB, stored as JPEG',
        params: employeeIdParamsSchema,
        response: { 200: employeePhotoSchema, ...problemResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) =>
      uploadEmployeePhoto(deps, authOf(request), request.params.employeeId, await readPhotoFile(request)),
  );

  routes.delete(
    '/api/v1/employees/:employeeId/photo',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteEmployeePhoto',
        tags,
        summary: 'Remove the photo (the default image shows again)',
        params: employeeIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeEmployeePhoto(deps, authOf(request), request.params.employeeId);
      return reply.code(204).send(null);
    },
  );
};
