import { z } from 'zod';
import { policyPulseTexts } from '../spec-texts';

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
});
export type Policy = z.infer<typeof policySchema>;
export const policyListSchema = z.object({ items: z.array(policySchema) });
export type PolicyList = z.infer<typeof policyListSchema>;

export const policyNameSchema = z
  .string({ error: policyPulseTexts.nameRequired })
  .trim()
  .min(1, policyPulseTexts.nameRequired)
  .max(200, policyPulseTexts.nameTooLong);

export const renamePolicyBodySchema = z.object({ name: policyNameSchema });
export type RenamePolicyBody = z.infer<typeof renamePolicyBodySchema>;
