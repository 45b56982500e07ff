import { z } from 'zod';
import { listPageSchema } from './list-page';

// API tokens: a script outside the browser calls the API with
// `Authorization: Bearer pulse_…`. A personal token acts as its owner; an organisation token (only
// administrators create one) acts as an administrator. Each token carries scopes, read or write per
// area; the server's scope table (lib/token-scopes.ts) says which scope every operation asks for.

// The areas a token may reach and what it may do there. Areas with only reads have nothing to write.
export const API_TOKEN_AREAS = {
  people: { label: 'People, documents and appraisals', accesses: ['read', 'write'] },
  time: { label: 'Time, activity, attendance and timesheets', accesses: ['read', 'write'] },
  leaves: { label: 'Leaves and holidays', accesses: ['read', 'write'] },
  projects: { label: 'Projects and to-dos', accesses: ['read', 'write'] },
  payroll: { label: 'Payroll', accesses: ['read', 'write'] },
  reports: { label: 'Dashboard and saved reports', accesses: ['read', 'write'] },
  settings: { label: 'Master data and settings', accesses: ['read', 'write'] },
  news: { label: 'News', accesses: ['read', 'write'] },
  policies: { label: 'Policies', accesses: ['read', 'write'] },
  notifications: { label: 'Notifications and mail', accesses: ['read', 'write'] },
  assistant: { label: 'HR assistant', accesses: ['read', 'write'] },
  audit: { label: 'Audit trail', accesses: ['read'] },
} as const satisfies Record<string, { label: string; accesses: readonly ('read' | 'write')[] }>;

export type ApiTokenArea = keyof typeof API_TOKEN_AREAS;

export const API_TOKEN_SCOPES = Object.entries(API_TOKEN_AREAS).flatMap(([area, { accesses }]) =>
  accesses.map((access) => `${area}:${access}`),
) as [ApiTokenScope, ...ApiTokenScope[]];
export type ApiTokenScope = {
  [Area in ApiTokenArea]: `${Area}:${(typeof API_TOKEN_AREAS)[Area]['accesses'][number]}`;
}[ApiTokenArea];
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

export const API_TOKEN_KINDS = ['personal', 'organization'] as const;
export const apiTokenKindSchema = z.enum(API_TOKEN_KINDS);

// The secret's shape: a fixed prefix (so secret scanners and the access check recognise it) and 32
// random bytes in base64url.
export const API_TOKEN_PATTERN = /^pulse_[A-Za-z0-9_-]{43}$/;

export const API_TOKEN_NAME_MAX = 100;
// Keeps each list bounded (it is answered whole).
export const API_TOKENS_PER_OWNER_MAX = 50;
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

export const apiTokenTexts = {
  nameRequired: 'Please enter a name for the token.',
  nameTooLong: `The name can be at most ${API_TOKEN_NAME_MAX} characters.`,
  scopesRequired: 'Please choose at least one scope.',
  organizationExpiryRequired: 'An organisation token must expire: choose 30, 90 or 365 days.',
} as const;

export const createApiTokenBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, apiTokenTexts.nameRequired)
      .max(API_TOKEN_NAME_MAX, apiTokenTexts.nameTooLong),
    kind: apiTokenKindSchema,
    scopes: z
      .array(apiTokenScopeSchema)
      .min(1, apiTokenTexts.scopesRequired)
      .max(API_TOKEN_SCOPES.length)
      .transform((scopes) => [...new Set(scopes)]),
    // Days until the token stops working; null: never (personal tokens only).
    expiresInDays: z
      .union(
        API_TOKEN_EXPIRY_DAYS.map((days) => z.literal(days)) as [
          z.ZodLiteral<30>,
          z.ZodLiteral<90>,
          z.ZodLiteral<365>,
        ],
      )
      .nullable(),
  })
  .superRefine((body, context) => {
    // An organisation token outlives any one person's attention: it must end by itself.
    if (body.kind === 'organization' && body.expiresInDays === null)
      context.addIssue({
        code: 'custom',
        path: ['expiresInDays'],
        message: apiTokenTexts.organizationExpiryRequired,
      });
  });
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: apiTokenKindSchema,
  // The first characters of the secret, enough to recognise it (`pulse_AbCd12`).
  prefix: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  owner: z.object({ id: z.uuid(), name: z.string() }),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

// The creation's answer: the token, and its secret, which is shown this once and never again.
export const createdApiTokenSchema = apiTokenSchema.extend({
  secret: z.string().regex(API_TOKEN_PATTERN),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenListSchema = listPageSchema(apiTokenSchema);
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.uuid() });
