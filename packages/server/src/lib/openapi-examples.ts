import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverPackageRoot } from './package-root';

// One realistic example per operation, recorded from the demo by the contract test
// (npm run openapi:examples) and committed beside openapi.json: the request body the call sent and
// the answer it got (no body for an answer without content). The document shows them; the contract
// test builds each request from the demo it runs on (test-support/openapi-example-requests.ts) and
// validates every answer, and openapi-document.unit.test.ts validates the examples themselves and
// fails for a JSON operation without one.
export type OperationExample = { request?: unknown; response: { status: string; body?: unknown } };

export const openapiExamplesFile = join(serverPackageRoot, 'openapi-examples.json');

export const readOpenapiExamples = (): Record<string, OperationExample> =>
  existsSync(openapiExamplesFile) ? JSON.parse(readFileSync(openapiExamplesFile, 'utf8')) : {};

// The JSON operations the document shows no example for, and why: an answer that hands out a
// credential is no example to publish, even from a throwaway database, and a request that needs a
// one-time secret only a person holds (a code from their authenticator app, the token of a link
// mailed to them and stored hashed) cannot be made from the demo, nor one that needs a state no call
// makes. Every other JSON operation has an example.
export const OPERATIONS_WITHOUT_EXAMPLE: Record<string, string> = {
  signInTracker: 'answers a device token',
  requestDeviceAuthorization: 'answers the device code the tracker polls with',
  pollDeviceAuthorizationToken: 'answers a device token',
  startSignInTwoFactorEnrolment: 'answers a two-factor secret',
  startMyTwoFactorEnrolment: 'answers a two-factor secret',
  confirmSignInTwoFactorEnrolment: 'answers recovery codes',
  confirmMyTwoFactorEnrolment: 'answers recovery codes',
  renewMyRecoveryCodes: 'answers recovery codes',
  createApiToken: 'answers the API token’s secret',
  createWebhook: 'answers the webhook’s signing secret',
  saveSsoSettings: 'discovers the OpenID Connect provider, which the walk does not run',
  getSsoOption: 'needs a connected OpenID Connect provider (see saveSsoSettings)',
  finishTwoFactorSignIn: 'needs a code from an enrolled authenticator app',
  disableMyTwoFactor: 'needs a code from an enrolled authenticator app',
  lookUpInvitation: 'needs the token of an invitation link, which only the invitee’s mail holds',
  acceptInvitation: 'needs the token of an invitation link, which only the invitee’s mail holds',
  checkPasswordResetToken: 'needs the token of a reset link, which only the person’s mail holds',
  resetPassword: 'needs the token of a reset link, which only the person’s mail holds',
  resendMail: 'needs a mail that failed to send, which only the demo with its tracked history holds',
};
