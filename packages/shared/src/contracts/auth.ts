import { z } from 'zod';
import { isValidTimeZone } from '../domain/organization-day';
import { TRACKER_PASSWORD_PATTERN } from '../domain/tracker-password';
import { pulseTexts, signInTexts, signUpTexts } from '../spec-texts';
import { listPageQuerySchema, listPageSchema } from './list-page';

// The spec's sign-in messages (spec A §5) are the validation messages, so the form and the API agree.
export const signInBodySchema = z.object({
  email: z.string().trim().min(1, signInTexts.emailRequired).pipe(z.email(signInTexts.emailInvalid)),
  password: z.string().min(1, signInTexts.passwordRequired),
  rememberMe: z.boolean().default(false),
});
export type SignInBody = z.input<typeof signInBodySchema>;

// Sign-up's messages name its own fields (Your Name, Email, Password); the password follows the
// tracker password rule of spec A §5, as the administrator signs in with it.
export const signUpBodySchema = z.object({
  name: z.string().trim().min(1, signUpTexts.nameRequired).max(200),
  organizationName: z.string().trim().min(1, pulseTexts.organizationNameRequired).max(200),
  email: z.string().trim().min(1, signUpTexts.emailRequired).pipe(z.email(signUpTexts.emailInvalid)),
  password: z
    .string()
    // An empty password is only "required", not also outside the rule.
    .min(1, { message: signUpTexts.passwordRequired, abort: true })
    .regex(TRACKER_PASSWORD_PATTERN, signUpTexts.passwordRule),
  timeZone: z.string().refine(isValidTimeZone, pulseTexts.timeZoneInvalid).default('UTC'),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const currentEmployeeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  employeeCode: z.string(),
  roleId: z.union([z.literal(1), z.literal(2)]),
  officialEmail: z.string(),
  // The currency also decides how the browser writes the organisation's numbers (number-format.ts).
  organization: z.object({ id: z.uuid(), name: z.string(), timeZone: z.string(), currency: z.string() }),
});

// Whether this browser has a live session, and whose (the sign-in page's question, spec A §2).
export const sessionStateSchema = z.object({ employee: currentEmployeeSchema.nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;
export type CurrentEmployee = z.infer<typeof currentEmployeeSchema>;

// Sign-in answers with the employee, and with how many attempts on their account failed since their
// previous sign-in (hardening: sign-in lockout), which the web app tells them once.
export const signInResultSchema = currentEmployeeSchema.extend({
  failedAttemptsSinceLastSignIn: z.number().int().min(0),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

// 'pending': the password is being checked; 'locked-out': too many failures, so attempts on the
// account (from browsers it does not trust, or from one trusted browser) are refused for a while;
// 'two-factor-pending': the password was right and the code (or the set-up) has not followed (yet);
// 'failure-cleared': a failure that no longer counts toward a lockout, as the account's password was
// since set from a reset link.
export const signInOutcomeSchema = z.enum([
  'pending',
  'success',
  'failure',
  'failure-cleared',
  'locked-out',
  'two-factor-pending',
]);
export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;

// Sign-in history of an organisation, for its administrators (who signed in, when, from where).
export const signInEventSchema = z.object({
  email: z.string(),
  employeeName: z.string().nullable(),
  ip: z.string(),
  isSuccess: z.boolean(),
  outcome: signInOutcomeSchema,
  // A password (the portal's form or the tracker's) or the organisation's single sign-on provider.
  method: z.enum(['password', 'sso']),
  occurredAt: z.iso.datetime(),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;

// Newest first, 50 a page.
export const signInEventsQuerySchema = listPageQuerySchema(50);
export const signInEventPageSchema = listPageSchema(signInEventSchema);
