import { z } from 'zod';
import { policyPulseTexts } from '../spec-texts';
import { listPageSchema } from './list-page';

// Company policy documents (spec B §2 Company policy, §3 Company policy: id and PolicyFileName, §7).
// Everyone reads them; administrators upload, rename, replace (a new version) and delete them.

export const POLICY_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  accept: '.pdf,.docx,image/jpeg,image/png',
} as const;

export const policyIdParamsSchema = z.object({ id: z.uuid() });

export const policySchema = z.object({
  id: z.uuid(),
  // spec B §3 PolicyFileName: what the list shows.
  name: z.string(),
  // The current version's file as it was uploaded (sanitised), and when.
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
  url: z.string(),
  // Employees must read and acknowledge each version.
  requiresAcknowledgement: z.boolean(),
  // When the caller acknowledged the current version; null when they have not.
  acknowledgedAt: z.iso.datetime().nullable(),
  // Administrators only: how many of the active employees acknowledged the current version.
  acknowledgements: z.object({ acknowledged: z.number().int(), total: z.number().int() }).optional(),
});
export type Policy = z.infer<typeof policySchema>;
export const policyListSchema = listPageSchema(policySchema);
export type PolicyList = z.infer<typeof policyListSchema>;

export const policyNameSchema = z
  .string({ error: policyPulseTexts.nameRequired })
  .trim()
  .min(1, policyPulseTexts.nameRequired)
  .max(200, policyPulseTexts.nameTooLong);

// The rename form's fields.
export const renamePolicyBodySchema = z.object({ name: policyNameSchema });
export type RenamePolicyBody = z.infer<typeof renamePolicyBodySchema>;

// PATCH: a new name, whether the policy asks for acknowledgement, or both.
export const updatePolicyBodySchema = z
  .object({ name: policyNameSchema.optional(), requiresAcknowledgement: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.requiresAcknowledgement !== undefined, {
    error: policyPulseTexts.updateEmpty,
  });
export type UpdatePolicyBody = z.infer<typeof updatePolicyBodySchema>;

// The upload's optional multipart field, sent as text.
export const requiresAcknowledgementFieldSchema = z.enum(['true', 'false'], {
  error: policyPulseTexts.requiresAcknowledgementInvalid,
});

// The version the employee opened and read: acknowledging a newer one they never saw is refused.
export const acknowledgePolicyBodySchema = z.object({ version: z.number().int().min(1) });
export type AcknowledgePolicyBody = z.infer<typeof acknowledgePolicyBodySchema>;

// Administrators: every active employee and whether they acknowledged the current version; those who
// did first, then the others, each group by name.
export const policyAcknowledgementSchema = z.object({
  employeeId: z.uuid(),
  name: z.string(),
  employeeCode: z.string(),
  acknowledgedAt: z.iso.datetime().nullable(),
});
export type PolicyAcknowledgement = z.infer<typeof policyAcknowledgementSchema>;
export const policyAcknowledgementListSchema = listPageSchema(policyAcknowledgementSchema).extend({
  policyId: z.uuid(),
  version: z.number().int(),
});
export type PolicyAcknowledgementList = z.infer<typeof policyAcknowledgementListSchema>;
