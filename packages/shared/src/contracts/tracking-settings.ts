import { z } from 'zod';
import { MAX_REDACTION_PATTERN_LENGTH, MAX_REDACTION_PATTERNS } from '../domain/title-redaction';
import { trackingPrivacyTexts as texts } from '../spec-texts';
import { listPageSchema } from './list-page';
import { type ScreenshotMode, screenshotModeSchema } from './tracker';

// Settings → Tracking (spec A §1: screenshots regular or blurred, adjustable per employee; offline time
// that managers approve): the organisation's privacy rules for what the tracker keeps.

export const SCREENSHOT_MODE_LABELS: Record<ScreenshotMode, string> = {
  regular: 'Regular',
  blurred: 'Blurred',
  off: 'Off',
};

export const SCREENSHOT_RETENTION_DAYS = { min: 1, max: 3650 } as const;
export const MANUAL_TIME_AUTO_APPROVE_MINUTES = { min: 1, max: 720 } as const;

const wholeNumberIn = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

// Each pattern is trimmed; an empty one, one too long and one listed twice (case is ignored, as in
// matching) are refused with the pattern's own position, so the form can point at its line.
const redactionPatternsSchema = z
  .array(z.string().trim().min(1, texts.patternEmpty).max(MAX_REDACTION_PATTERN_LENGTH, texts.patternTooLong))
  .max(MAX_REDACTION_PATTERNS, texts.patternsTooMany)
  .superRefine((patterns, context) => {
    const seen = new Set<string>();
    patterns.forEach((pattern, index) => {
      const key = pattern.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index], message: texts.patternDuplicate });
      seen.add(key);
    });
  });

export const trackingSettingsBodySchema = z.object({
  screenshotMode: screenshotModeSchema,
  screenshotRetentionDays: wholeNumberIn(SCREENSHOT_RETENTION_DAYS, texts.retentionInvalid),
  titleRedactionPatterns: redactionPatternsSchema,
  canEmployeesDeleteScreenshots: z.boolean(),
  // null: every manual-time request waits for a decision; N: shorter requests are approved at once.
  manualTimeAutoApproveMinutes: wholeNumberIn(
    MANUAL_TIME_AUTO_APPROVE_MINUTES,
    texts.autoApproveInvalid,
  ).nullable(),
});
export type TrackingSettingsBody = z.input<typeof trackingSettingsBodySchema>;

export const trackingSettingsSchema = z.object({
  screenshotMode: screenshotModeSchema,
  screenshotRetentionDays: z.number().int(),
  titleRedactionPatterns: z.array(z.string()),
  canEmployeesDeleteScreenshots: z.boolean(),
  manualTimeAutoApproveMinutes: z.number().int().nullable(),
});
export type TrackingSettings = z.infer<typeof trackingSettingsSchema>;

// ---- Screenshot mode per employee ---------------------------------------------------------------------

export const employeeScreenshotModeParamsSchema = z.object({ employeeId: z.uuid() });

// null: the employee follows the organisation's default.
export const employeeScreenshotModeBodySchema = z.object({ screenshotMode: screenshotModeSchema.nullable() });
export type EmployeeScreenshotModeBody = z.infer<typeof employeeScreenshotModeBodySchema>;

export const employeeScreenshotModeSchema = z.object({
  employeeId: z.uuid(),
  employeeCode: z.string(),
  name: z.string(),
  // The employee's own choice (null: the organisation's default) and the mode the tracker applies.
  screenshotMode: screenshotModeSchema.nullable(),
  effectiveMode: screenshotModeSchema,
});
export type EmployeeScreenshotMode = z.infer<typeof employeeScreenshotModeSchema>;
export const employeeScreenshotModeListSchema = listPageSchema(employeeScreenshotModeSchema);

// The mode the tracker applies: the employee's own, else the organisation's default.
export const effectiveScreenshotMode = (own: ScreenshotMode | null, organizationDefault: ScreenshotMode) =>
  own ?? organizationDefault;
