import {
  acknowledgePolicyBodySchema,
  POLICY_LIMITS,
  policyAcknowledgementListSchema,
  policyIdParamsSchema,
  policyListSchema,
  policySchema,
  requiresAcknowledgementFieldSchema,
  updatePolicyBodySchema,
} from '@pulse/shared/contracts/policies';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
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
import { refuseUnsafeInput } from '../../lib/unsafe-input';
import * as policiesService from './policies.service';

const errorCodeOf = (error: unknown) => (error as { code?: string }).code;
const tooLarge = () =>
  new AppError('VALIDATION_FAILED', policyPulseTexts.fileTooLarge, [
    { path: 'file', message: policyPulseTexts.fileTooLarge },
  ]);

const acknowledgementFieldOf = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const parsed = requiresAcknowledgementFieldSchema.safeParse(value);
  if (!parsed.success) {
    const message = policyPulseTexts.requiresAcknowledgementInvalid;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'requiresAcknowledgement', message }]);
  }
  return parsed.data === 'true';
};

// One file part ("file") and the optional "name" and "requiresAcknowledgement" fields, with this
// route's own limits. A body that is not multipart, or that the parser cannot read, is answered by
// lib/multipart-errors.ts.
const readPolicyUpload = async (request: FastifyRequest) => {
  const missing = () =>
    new AppError('VALIDATION_FAILED', policyPulseTexts.fileMissing, [
      { path: 'file', message: policyPulseTexts.fileMissing },
    ]);
  let file: policiesService.UploadedPolicyFile | undefined;
  let name: string | undefined;
  let requiresAcknowledgement: string | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: POLICY_LIMITS.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        if (part.fieldname === 'name') name = part.value;
        if (part.fieldname === 'requiresAcknowledgement') requiresAcknowledgement = part.value;
      }
    }
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw missing();
    throw error;
  }
  if (!file) throw missing();
  // Multipart fields bypass the validator every JSON body goes through: a NUL in the name was a 500.
  refuseUnsafeInput({ name, requiresAcknowledgement });
  return { file, name, requiresAcknowledgement: acknowledgementFieldOf(requiresAcknowledgement) };
};

const MULTIPART_DESCRIPTION =
  'multipart/form-data: the policy file as part "file" (PDF, DOCX, JPEG or PNG by content, at most 10 MB)';

const policyFileForm: UploadForm = {
  file: { kind: 'file', isRequired: true, description: 'PDF, DOCX, JPEG or PNG (by content), at most 10 MB' },
};
const newPolicyForm: UploadForm = {
  ...policyFileForm,
  name: { kind: 'text', description: 'The policy’s name (else the file’s name)' },
  requiresAcknowledgement: { kind: 'text', description: '"true" or "false" (the default)' },
};

export const policiesRoutes = (app: FastifyInstance, deps: Deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' } as const;
  const admin = { access: 'admin' } as const;
  const tags = ['policies'];

  api.get(
    '/api/v1/policies',
    {
      config: authenticated,
      schema: {
        operationId: 'listPolicies',
        tags,
        summary: 'The organisation’s policy documents by name, each at its latest version',
        response: { 200: policyListSchema, ...problemResponses(401) },
      },
    },
    async (request) => wholeListPage(request.url, await policiesService.findPolicies(deps, authOf(request))),
  );

  api.get(
    '/api/v1/policies/:id/content',
    {
      config: authenticated,
      schema: {
        operationId: 'downloadPolicy',
        tags,
        summary: 'The policy’s current file (a PDF or image shown in place, a DOCX downloaded)',
        params: policyIdParamsSchema,
        response: { 200: downloadResponse(...DOCUMENT_MEDIA_TYPES), ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      sendDownload(reply, await policiesService.getPolicyContent(deps, authOf(request), request.params.id)),
  );

  api.post(
    '/api/v1/policies',
    {
      config: { ...admin, upload: newPolicyForm },
      schema: {
        operationId: 'createPolicy',
        tags,
        summary: 'Add a policy from an uploaded file (its name: the "name" field, else the file’s name)',
        description: `${MULTIPART_DESCRIPTION}, an optional "name" field, and an optional "requiresAcknowledgement" field ("true" or "false", default "false")`,
        response: { 201: policySchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { file, name, requiresAcknowledgement } = await readPolicyUpload(request);
      return reply
        .code(201)
        .send(
          await policiesService.addPolicy(deps, authOf(request), file, { name, requiresAcknowledgement }),
        );
    },
  );

  api.put(
    '/api/v1/policies/:id/file',
    {
      config: { ...admin, upload: policyFileForm },
      schema: {
        operationId: 'replacePolicyFile',
        tags,
        summary: 'Replace a policy’s file with a new version (acknowledgements are asked again)',
        description: MULTIPART_DESCRIPTION,
        params: policyIdParamsSchema,
        response: { 200: policySchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { file } = await readPolicyUpload(request);
      return policiesService.replacePolicyFile(deps, authOf(request), request.params.id, file);
    },
  );

  api.patch(
    '/api/v1/policies/:id',
    {
      config: admin,
      schema: {
        operationId: 'updatePolicy',
        tags,
        summary: 'Rename a policy, or say whether it requires acknowledgement',
        params: policyIdParamsSchema,
        body: updatePolicyBodySchema,
        response: { 200: policySchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => policiesService.updatePolicy(deps, authOf(request), request.params.id, request.body),
  );

  api.post(
    '/api/v1/policies/:id/acknowledgement',
    {
      config: authenticated,
      schema: {
        operationId: 'acknowledgePolicy',
        tags,
        summary: 'Acknowledge the policy’s current version as read (again: nothing changes)',
        description: 'The body names the version the caller read; a newer current version answers 409.',
        params: policyIdParamsSchema,
        body: acknowledgePolicyBodySchema,
        response: { 200: policySchema, ...problemResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      policiesService.acknowledgePolicy(deps, authOf(request), request.params.id, request.body.version),
  );

  api.get(
    '/api/v1/policies/:id/acknowledgements',
    {
      config: admin,
      schema: {
        operationId: 'listPolicyAcknowledgements',
        tags,
        summary: 'Every active employee and whether they acknowledged the current version',
        params: policyIdParamsSchema,
        response: { 200: policyAcknowledgementListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      wholeListPage(
        request.url,
        await policiesService.findPolicyAcknowledgements(deps, authOf(request), request.params.id),
      ),
  );

  api.delete(
    '/api/v1/policies/:id',
    {
      config: admin,
      schema: {
        operationId: 'deletePolicy',
        tags,
        summary: 'Delete a policy and every version of its file',
        params: policyIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await policiesService.deletePolicy(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
