import { z } from 'zod';
import { isValidTimeZone } from '../domain/organization-day';
import { TRACKER_PASSWORD_PATTERN } from '../domain/tracker-password';
import { pulseTexts, signInTexts, signUpTexts } from '../spec-texts';

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
  organization: z.object({ id: z.uuid(), name: z.string(), timeZone: z.string() }),
});
export type CurrentEmployee = z.infer<typeof currentEmployeeSchema>;

// Sign-in history of an organisation, for its administrators (who signed in, when, from where).
export const signInEventSchema = z.object({
  email: z.string(),
  employeeName: z.string().nullable(),
  ip: z.string(),
  isSuccess: z.boolean(),
  occurredAt: z.iso.datetime(),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;

export const signInEventsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
