import { z } from 'zod';
import { signInTexts, trackerTexts } from '../spec-texts';
import { listPageSchema } from './list-page';
import { deviceLiveStatusSchema } from './tracker-status';
import { trackerCodeSchema } from './two-factor';

// The tracker agent's API (/api/v1/tracker, bearer device token) and the portal's view of
// an employee's devices. Times are UTC ISO instants.

// spec A §1 screenshots regular or blurred, adjustable per employee; 'off' takes none (Settings → Tracking).
export const SCREENSHOT_MODES = ['regular', 'blurred', 'off'] as const;
export const screenshotModeSchema = z.enum(SCREENSHOT_MODES);
export type ScreenshotMode = z.infer<typeof screenshotModeSchema>;

// Limits the server enforces and the agent respects (so it splits its queue before sending).
export const TRACKER_LIMITS = {
  maxBatchItems: 5_000,
  maxIntervalSeconds: 24 * 60 * 60,
  // A clock a little ahead is tolerated; anything further is refused, as is history past 30 days.
  maxFutureSeconds: 5 * 60,
  maxAgeDays: 30,
  maxScreenshotBytes: 5 * 1024 * 1024,
  maxCountsPerMinute: 100_000,
  // Seconds without input after which the agent reports the employee away.
  idleThresholdSeconds: 300,
} as const;

const instant = z.iso.datetime({ offset: true });

export const trackerSignInBodySchema = z.object({
  email: z.string().trim().min(1, signInTexts.emailRequired).pipe(z.email(signInTexts.emailInvalid)),
  password: z.string().min(1, signInTexts.passwordRequired),
  deviceName: z.string().trim().min(1).max(200),
  platform: z.string().trim().min(1).max(50),
  // Hardening (two-factor sign-in): the code from the authenticator app (or a recovery code), when
  // two-factor sign-in is on for the account.
  code: trackerCodeSchema,
});
export type TrackerSignInBody = z.infer<typeof trackerSignInBodySchema>;

export const trackerDeviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  platform: z.string(),
  createdAt: instant,
  lastSeenAt: instant,
  revokedAt: instant.nullable(),
  // The last heartbeat (who is working now); null until the device's agent sends one.
  status: deviceLiveStatusSchema.nullable(),
});
export type TrackerDevice = z.infer<typeof trackerDeviceSchema>;
export const trackerDeviceListSchema = listPageSchema(trackerDeviceSchema);

// The token is shown once, here; the server keeps only its hash.
export const trackerSignInResultSchema = z.object({
  deviceToken: z.string(),
  device: trackerDeviceSchema,
  employee: z.object({ id: z.uuid(), name: z.string(), employeeCode: z.string() }),
});
export type TrackerSignInResult = z.infer<typeof trackerSignInResultSchema>;

export const trackerConfigSchema = z.object({
  employeeId: z.uuid(),
  deviceId: z.uuid(),
  // The employee's own mode, or the organisation's default.
  screenshotMode: screenshotModeSchema,
  // Settings → Tracking: the agent replaces matching titles by the application's name before it
  // queues them (the server applies them again on upload). See domain/title-redaction.ts.
  titleRedactionPatterns: z.array(z.string()),
  idleThresholdSeconds: z.number().int().positive(),
  slotSeconds: z.number().int().positive(),
  organization: z.object({
    timeZone: z.string(),
    isShiftsEnabled: z.boolean(),
    isLogOffIncludedInIdle: z.boolean(),
  }),
});
export type TrackerConfig = z.infer<typeof trackerConfigSchema>;

const intervalTiming = {
  startedAt: instant,
  durationSeconds: z.number().int().min(0).max(TRACKER_LIMITS.maxIntervalSeconds),
};

export const trackerIntervalSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('focus'),
    ...intervalTiming,
    app: z.string().trim().min(1).max(200),
    title: z.string().max(1000),
    url: z.string().max(2000).nullish(),
    // The project and to-do the employee chose in the agent (absent from older agents: unattributed).
    projectId: z.uuid().nullish(),
    todoId: z.uuid().nullish(),
  }),
  // 'paused': the employee paused the agent (`pulse-tracker pause`): not tracked, shown as paused.
  z.object({ kind: z.enum(['away', 'active', 'paused']), ...intervalTiming }),
]);
export type TrackerInterval = z.infer<typeof trackerIntervalSchema>;

export const trackerInputMinuteSchema = z.object({
  minuteStart: instant,
  keyPresses: z.number().int().min(0).max(TRACKER_LIMITS.maxCountsPerMinute),
  mouseClicks: z.number().int().min(0).max(TRACKER_LIMITS.maxCountsPerMinute),
});
export type TrackerInputMinute = z.infer<typeof trackerInputMinuteSchema>;

// Copies within a batch are folded by the server, not refused: of one interval (same kind and start
// instant) the longest is kept, of one input minute the larger counts (the rule for a copy sent again
// in a later batch). Intervals of one kind that otherwise overlap refuse the batch.
export const trackerBatchBodySchema = z
  .object({
    // The agent's own id for the batch: sending it again is safe (the idempotency key per device).
    batchId: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/),
    intervals: z
      .array(trackerIntervalSchema)
      .max(TRACKER_LIMITS.maxBatchItems, trackerTexts.batchTooLarge)
      .default([]),
    inputMinutes: z
      .array(trackerInputMinuteSchema)
      .max(TRACKER_LIMITS.maxBatchItems, trackerTexts.batchTooLarge)
      .default([]),
  })
  .refine((batch) => batch.intervals.length + batch.inputMinutes.length <= TRACKER_LIMITS.maxBatchItems, {
    message: trackerTexts.batchTooLarge,
    path: ['intervals'],
  });
export type TrackerBatchBody = z.input<typeof trackerBatchBodySchema>;
// The batch as the server sees it after validation (defaults applied).
export type TrackerBatch = z.output<typeof trackerBatchBodySchema>;

export const trackerBatchAckSchema = z.object({
  batchId: z.string(),
  receivedAt: instant,
  intervals: z.number().int(),
  inputMinutes: z.number().int(),
});
export type TrackerBatchAck = z.infer<typeof trackerBatchAckSchema>;

// The text fields of the screenshot upload (multipart/form-data, beside the image part "image").
export const trackerScreenshotFieldsSchema = z.object({
  capturedAt: instant,
  // A JSON array of the slot's window titles.
  windowTitles: z
    .string()
    .max(100_000)
    .default('[]')
    .transform((text, context) => {
      try {
        const parsed = z.array(z.string().max(1000)).max(500).safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {}
      context.addIssue({ code: 'custom', message: trackerTexts.windowTitlesInvalid });
      return z.NEVER;
    }),
  keyPresses: z.coerce
    .number()
    .int()
    .min(0)
    .max(TRACKER_LIMITS.maxCountsPerMinute * 10)
    .default(0),
  mouseClicks: z.coerce
    .number()
    .int()
    .min(0)
    .max(TRACKER_LIMITS.maxCountsPerMinute * 10)
    .default(0),
  isIdle: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type TrackerScreenshotFields = z.infer<typeof trackerScreenshotFieldsSchema>;

export const trackerScreenshotAckSchema = z.object({
  id: z.uuid(),
  capturedAt: instant,
  slotStart: instant,
  isBlurred: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TrackerScreenshotAck = z.infer<typeof trackerScreenshotAckSchema>;

export const employeeDeviceParamsSchema = z.object({ employeeId: z.uuid(), deviceId: z.uuid() });

// What the agent offers in `pulse-tracker project list`: the employee's projects, each with the
// open to-dos assigned to them.
export const trackerProjectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.number().int(),
  todos: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.number().int() })),
});
export type TrackerProject = z.infer<typeof trackerProjectSchema>;
export const trackerProjectListSchema = listPageSchema(trackerProjectSchema);
