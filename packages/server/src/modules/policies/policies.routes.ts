import {
  POLICY_LIMITS,
  policyIdParamsSchema,
  policyListSchema,
  policySchema,
  renamePolicyBodySchema,
} from '@pulse/shared/contracts/policies';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { sendDownload } from '../../lib/send-download';
import * as policiesService from './policies.service';

const errorCodeOf = (error: unknown) => (error as { code?: string }).code;
const tooLarge = () =>
  new AppError('VALIDATION_FAILED', policyPulseTexts.fileTooLarge, [
    { path: 'file', message: policyPulseTexts.fileTooLarge },
  ]);

// One file part ("file") and an optional "name" field, with this route's own limits.
const readPolicyUpload = async (request: FastifyRequest) => {
  const missing = () =>
    new AppError('VALIDATION_FAILED', policyPulseTexts.fileMissing, [
      { path: 'file', message: policyPulseTexts.fileMissing },
    ]);
  if (!request.isMultipart()) throw missing();
  let file: policiesService.UploadedPolicyFile | undefined;
  let name: string | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: POLICY_LIMITS.maxBytes, files: 1, fields: 1, parts: 2, fieldSize: 1000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') file = { fileName: part.filename, bytes: await part.toBuffer() };
      else if (part.fieldname === 'name' && typeof part.value === 'string') name = part.value;
    }
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw missing();
    throw error;
  }
  if (!file) throw missing();
  return { file, name };
};

const MULTIPART_DESCRIPTION =
  'multipart/form-data: the policy file as part "file" (PDF, DOCX, JPEG or PNG by content, at most 10 MB)';

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
        tags,
        summary: 'The organisation’s policy documents by name, each at its latest version',
        response: { 200: policyListSchema, ...problemResponses(401) },
      },
    },
    async (request) => policiesService.findPolicies(deps, authOf(request)),
  );

  api.get(
    '/api/v1/policies/:id/content',
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'The policy’s current file (a PDF or image shown in place, a DOCX downloaded)',
        params: policyIdParamsSchema,
        response: problemResponses(400, 401, 404),
      },
    },
    async (request, reply) =>
      sendDownload(reply, await policiesService.getPolicyContent(deps, authOf(request), request.params.id)),
  );

  api.post(
    '/api/v1/policies',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a policy from an uploaded file (its name: the "name" field, else the file’s name)',
        description: `${MULTIPART_DESCRIPTION}, and an optional "name" field`,
        consumes: ['multipart/form-data'],
        response: { 201: policySchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { file, name } = await readPolicyUpload(request);
      return reply.code(201).send(await policiesService.addPolicy(deps, authOf(request), file, name));
    },
  );

  api.put(
    '/api/v1/policies/:id/file',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Replace a policy’s file with a new version',
        description: MULTIPART_DESCRIPTION,
        params: policyIdParamsSchema,
        consumes: ['multipart/form-data'],
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
        tags,
        summary: 'Rename a policy',
        params: policyIdParamsSchema,
        body: renamePolicyBodySchema,
        response: { 200: policySchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      policiesService.renamePolicy(deps, authOf(request), request.params.id, request.body.name),
  );

  api.delete(
    '/api/v1/policies/:id',
    {
      config: admin,
      schema: {
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
