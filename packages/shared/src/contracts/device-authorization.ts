import { z } from 'zod';
import { DEVICE_AUTHORIZATION_STATUSES, normalizeUserCode } from '../domain/device-authorization';
import { trackerSignInBodySchema } from './tracker';

// Sign-in by code for the tracker (RFC 8628): the agent's two calls under /api/v1/tracker (no
// session), and the portal's page where the signed-in employee approves or denies the code. Field
// names are camelCase like the rest of the API; the RFC's errors are problem codes (below).

export const deviceAuthorizationTexts = {
  userCodeInvalid: 'Enter the code the tracker shows, like BCDF-GHJK.',
  // One answer for a code never issued, expired, or already approved or denied: nothing to probe.
  userCodeNotFound:
    'This code is not valid. It may have expired or been used already: run pulse-tracker login again on the computer.',
  authorizationPending: 'Waiting for the code to be approved in Pulse.',
  slowDown: 'Polling too fast: wait 5 seconds longer between polls.',
  expiredToken: 'The code expired before it was approved. Run pulse-tracker login again.',
  accessDenied: 'The sign-in was denied in Pulse.',
  invalidGrant: 'This device code is not valid, or its token was already handed out.',
  approved: 'Approved. The tracker on this computer is now signed in as you.',
  denied: 'Denied. The tracker was not signed in.',
} as const;

// The RFC's error codes (RFC 8628 §3.5) as the problem's `code`, status 400 as the RFC's token
// endpoint answers them (RFC 6749 §5.2); a device code that is unknown or whose token was handed out
// is the RFC's invalid_grant.
export const DEVICE_TOKEN_ERROR_CODES = {
  authorizationPending: 'AUTHORIZATION_PENDING',
  slowDown: 'SLOW_DOWN',
  expiredToken: 'EXPIRED_TOKEN',
  accessDenied: 'ACCESS_DENIED',
  invalidGrant: 'INVALID_GRANT',
} as const;

// What the agent reports of itself, as at a password sign-in.
export const deviceAuthorizationBodySchema = trackerSignInBodySchema.pick({
  deviceName: true,
  platform: true,
});
export type DeviceAuthorizationBody = z.infer<typeof deviceAuthorizationBodySchema>;

export const deviceAuthorizationSchema = z.object({
  // A long random secret only the agent holds (the server keeps its hash): it polls with it.
  deviceCode: z.string(),
  // What the employee types in the portal, XXXX-XXXX.
  userCode: z.string(),
  verificationUri: z.url(),
  // The same page with the code filled in.
  verificationUriComplete: z.url(),
  expiresIn: z.number().int().positive(),
  // Seconds to wait between polls.
  interval: z.number().int().positive(),
});
export type DeviceAuthorization = z.infer<typeof deviceAuthorizationSchema>;

export const deviceTokenBodySchema = z.object({
  deviceCode: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/),
});
export type DeviceTokenBody = z.infer<typeof deviceTokenBodySchema>;

// The code as typed (any case, with or without the dash); the service reads its 8 letters. Sent in a
// query or a body, never in the path: request logs keep paths, and the code is a credential while it
// lives.
const typedUserCodeSchema = z
  .string()
  .max(20, deviceAuthorizationTexts.userCodeInvalid)
  .refine((typed) => normalizeUserCode(typed) !== null, deviceAuthorizationTexts.userCodeInvalid);
export const userCodeQuerySchema = z.object({ userCode: typedUserCodeSchema });
export const userCodeBodySchema = z.object({ userCode: typedUserCodeSchema });
export type UserCodeBody = z.infer<typeof userCodeBodySchema>;

// What the portal's page shows of a code: the device as the agent reported it, and when the code
// was asked for and runs out.
export const deviceAuthorizationRequestSchema = z.object({
  userCode: z.string(),
  deviceName: z.string(),
  platform: z.string(),
  requestedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  status: z.enum(DEVICE_AUTHORIZATION_STATUSES),
});
export type DeviceAuthorizationRequest = z.infer<typeof deviceAuthorizationRequestSchema>;
