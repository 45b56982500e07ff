import { z } from 'zod';
import { isIssuerUrlAllowed, isValidEmailDomain, normalizeEmailDomain } from '../domain/sso-rules';

// Single sign-on (OpenID Connect). The spec has no single sign-on: these are Pulse's own words.
export const ssoTexts = {
  title: 'Single sign-on',
  intro:
    'Let people sign in with the accounts they already have at an OpenID Connect provider (Microsoft Entra ID, Google Workspace, Okta, Keycloak…).',
  displayName: 'Provider name',
  displayNameHint: 'The sign-in button reads “Sign in with <name>”.',
  displayNameRequired: 'Enter the provider’s name',
  issuerUrl: 'Issuer URL',
  issuerUrlHint: 'https://login.microsoftonline.com/<tenant id>/v2.0 or https://accounts.google.com',
  issuerUrlInvalid: 'Enter the issuer’s https:// address',
  clientId: 'Client ID',
  clientIdRequired: 'Enter the client ID',
  clientSecret: 'Client secret',
  clientSecretRequired: 'Enter the client secret',
  clientSecretKeep: 'Leave blank to keep the saved secret.',
  emailDomains: 'E-mail domains',
  emailDomainsHint: 'Comma-separated, for example example.com, example.co.uk',
  emailDomainsRequired: 'Enter at least one e-mail domain',
  emailDomainInvalid: (domain: string) => `“${domain}” is not an e-mail domain`,
  isEnabled: 'Offer single sign-on on the sign-in page',
  isRequired: 'Require single sign-on',
  isRequiredHint:
    'Passwords and password resets stop working for everyone except the break-glass administrator below.',
  breakGlass: 'Break-glass administrator',
  breakGlassHint: 'Keeps signing in with a password, in case the provider is down.',
  breakGlassRequired: 'Choose the administrator who keeps their password',
  isProvisioningEnabled: 'Create an employee at first sign-in',
  provisioningHint:
    'People from your listed domains who have no employee record get one at their first sign-in, as Employee. Complete their Father Name, Date of Birth and other details in People.',
  provisioningDepartment: 'Department',
  provisioningDesignation: 'Designation',
  provisioningShift: 'Shift',
  noProvisioningDefault: 'None',
  provisioningDefaultNotFound:
    'The department, designation or shift chosen for new employees does not exist in this organization.',
  // The administrators' bell, and the audit trail's line, when single sign-on has created an employee.
  provisionedNotice: (name: string) =>
    `${name} joined through single sign-on: complete their employee record`,
  provisionedAudit: (name: string, email: string) =>
    `Employee ${name} (${email}) created by single sign-on at their first sign-in`,
  redirectUri: 'Redirect URI to register at the provider',
  scopes: 'Scopes: openid email profile',
  save: 'Save',
  saved: 'Single sign-on saved.',
  remove: 'Remove',
  removeQuestion: 'Remove single sign-on? People sign in with their passwords again.',
  removed: 'Single sign-on removed.',
  requireQuestion:
    'Require single sign-on? Everyone except the break-glass administrator will have to sign in with the provider.',
  cancel: 'Cancel',
  confirm: 'Confirm',
  signInWith: (name: string) => `Sign in with ${name}`,
  orPassword: 'or sign in with your password',
  discoveryFailed:
    'Pulse could not read the provider’s OpenID configuration from the issuer URL. Check the address and that the provider is reachable.',
  breakGlassNotAdmin: 'The break-glass administrator must be an active administrator.',
  resetNotAllowed: (name: string) =>
    `Your organization signs in with single sign-on: use “Sign in with ${name}” instead of a password. Only its break-glass administrator gets a reset link.`,
  passwordNotAllowed: (name: string) =>
    `Your organization signs in with single sign-on. Use “Sign in with ${name}”.`,
  notConfigured: 'Single sign-on is not set up for this organization.',
  domainTaken: 'One of these e-mail domains is already used by another organization’s single sign-on.',
  // The sign-in page's messages after a refused callback, by the code in its address.
  errors: {
    'not-matched':
      'Your account at the provider does not match an active employee of this organization. Ask your administrator.',
    'email-not-verified': 'The provider has not verified your e-mail address. Ask your administrator.',
    expired: 'This sign-in took too long or was already used. Please try again.',
    failed: 'Single sign-on did not work. Please try again or ask your administrator.',
    cancelled: 'Single sign-on was cancelled at the provider.',
  },
} as const;

export const SSO_ERROR_CODES = [
  'not-matched',
  'email-not-verified',
  'expired',
  'failed',
  'cancelled',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

export const isSsoErrorCode = (value: string | null): value is SsoErrorCode =>
  (SSO_ERROR_CODES as readonly string[]).includes(value ?? '');

const emailDomainsSchema = z
  .array(z.string())
  .transform((domains) => [...new Set(domains.map(normalizeEmailDomain).filter(Boolean))])
  .superRefine((domains, context) => {
    if (domains.length === 0) context.addIssue({ code: 'custom', message: ssoTexts.emailDomainsRequired });
    for (const domain of domains)
      if (!isValidEmailDomain(domain))
        context.addIssue({ code: 'custom', message: ssoTexts.emailDomainInvalid(domain) });
  })
  .pipe(z.array(z.string().max(253)).max(20));

const connectionFields = {
  displayName: z.string().trim().min(1, ssoTexts.displayNameRequired).max(60),
  issuerUrl: z.string().trim().max(500).refine(isIssuerUrlAllowed, ssoTexts.issuerUrlInvalid),
  clientId: z.string().trim().min(1, ssoTexts.clientIdRequired).max(300),
  clientSecret: z.string().max(1000).default(''),
  isEnabled: z.boolean(),
  isRequired: z.boolean(),
  breakGlassEmployeeId: z.uuid().nullable(),
  // Off, and without defaults, for a client that does not know self-provisioning.
  isProvisioningEnabled: z.boolean().default(false),
  provisioningDepartmentId: z.uuid().nullable().default(null),
  provisioningDesignationId: z.uuid().nullable().default(null),
  provisioningShiftId: z.uuid().nullable().default(null),
};

const hasBreakGlassWhenRequired = (body: { isRequired: boolean; breakGlassEmployeeId: string | null }) =>
  !body.isRequired || body.breakGlassEmployeeId !== null;
const breakGlassIssue = { message: ssoTexts.breakGlassRequired, path: ['breakGlassEmployeeId'] };

// Saving: a blank secret keeps the saved one (the secret is write-only); the first save needs one.
export const saveSsoConnectionBodySchema = z
  .object({ ...connectionFields, emailDomains: emailDomainsSchema })
  .refine(hasBreakGlassWhenRequired, breakGlassIssue);
export type SaveSsoConnectionBody = z.input<typeof saveSsoConnectionBodySchema>;

// The Settings form types the domains as one comma-separated text.
export const ssoConnectionFormSchema = z
  .object({
    ...connectionFields,
    emailDomains: z
      .string()
      .transform((text) => text.split(/[\s,;]+/))
      .pipe(emailDomainsSchema),
  })
  .refine(hasBreakGlassWhenRequired, breakGlassIssue);
export type SsoConnectionForm = z.input<typeof ssoConnectionFormSchema>;

// The secret never comes back: only whether one is saved.
export const ssoConnectionSchema = z.object({
  displayName: z.string(),
  issuerUrl: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  emailDomains: z.array(z.string()),
  isEnabled: z.boolean(),
  isRequired: z.boolean(),
  breakGlassEmployeeId: z.uuid().nullable(),
  isProvisioningEnabled: z.boolean(),
  provisioningDepartmentId: z.uuid().nullable(),
  provisioningDesignationId: z.uuid().nullable(),
  provisioningShiftId: z.uuid().nullable(),
  updatedAt: z.iso.datetime(),
});
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

// Settings → Security: the connection (null before one is saved), the address to register, and the
// active administrators the break-glass administrator is chosen from.
export const ssoSettingsSchema = z.object({
  connection: ssoConnectionSchema.nullable(),
  redirectUri: z.string(),
  administrators: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const ssoOptionQuerySchema = z.object({ email: z.string().trim().min(3).max(320) });

export const ssoOrganizationParamsSchema = z.object({ organizationId: z.uuid() });

// What the sign-in page offers: the button's name and where it starts. It answers per organisation
// or per e-mail domain, never per account, so it tells nobody whether an address has an account.
// `isRequired`: passwords are off for the organisation (but for its break-glass administrator), which
// the forgot-password page says beside the button.
export const ssoOptionSchema = z.object({
  option: z
    .object({
      organizationId: z.uuid(),
      displayName: z.string(),
      startUrl: z.string(),
      isRequired: z.boolean(),
    })
    .nullable(),
});
export type SsoOption = z.infer<typeof ssoOptionSchema>;

// The provider's answer (RFC 6749 §4.1.2, with its error form §4.1.2.1). Read by openid-client from
// the whole address; declared so the route accepts it and the document shows it.
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
  session_state: z.string().max(500).optional(),
  scope: z.string().max(1000).optional(),
  authuser: z.string().max(50).optional(),
  prompt: z.string().max(100).optional(),
  hd: z.string().max(300).optional(),
});
