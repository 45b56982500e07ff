import { z } from 'zod';

// The invitation accept page. The token comes from the link's fragment and is sent only in
// request bodies (a URL path or query would reach logs and Referer headers).
const invitationTokenSchema = z.string().trim().min(1).max(200);

export const invitationLookupBodySchema = z.object({ token: invitationTokenSchema });
export type InvitationLookupBody = z.infer<typeof invitationLookupBodySchema>;

// What the page greets the invited person with.
export const invitationSchema = z.object({
  name: z.string(),
  officialEmail: z.string(),
  organizationName: z.string(),
  expiresAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof invitationSchema>;

// The policy of a chosen password (domain/chosen-password.ts) is judged on the server, which knows
// the person's name and e-mail; the schema only bounds the size.
export const acceptInvitationBodySchema = z.object({
  token: invitationTokenSchema,
  password: z.string().max(200),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const acceptedInvitationSchema = z.object({ officialEmail: z.string() });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

export const resentInvitationSchema = z.object({ invitationStatus: z.literal('invited') });
export type ResentInvitation = z.infer<typeof resentInvitationSchema>;
