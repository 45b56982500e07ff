import {
  DEVICE_TOKEN_ERROR_CODES,
  type DeviceAuthorization,
  type DeviceAuthorizationBody,
} from '@pulse/shared/contracts/device-authorization';
import type { TrackerSignInResult } from '@pulse/shared/contracts/tracker';
import { DEVICE_AUTHORIZATION } from '@pulse/shared/domain/device-authorization';
import { TrackerApiError } from './api/tracker-client';
import type { AgentTimer } from './clock';
import { SignInNeeded } from './commands/command-errors';

// Sign-in by code (RFC 8628): the agent asks for a code, says where to approve it, and polls until the
// employee approves or denies it in Pulse, or it expires. Nothing is written here: the caller saves the
// token it answers, so stopping at any point (Ctrl+C included) leaves nothing half-saved.

// Why no token came: the sign-in ends without one (exit code 3, "not signed in").
export class SignInByCodeEnded extends SignInNeeded {}

type CodeClient = {
  startDeviceAuthorization: (body: DeviceAuthorizationBody) => Promise<DeviceAuthorization>;
  exchangeDeviceCode: (deviceCode: string) => Promise<TrackerSignInResult>;
};

const ENDINGS: Record<string, string> = {
  [DEVICE_TOKEN_ERROR_CODES.accessDenied]:
    'The sign-in was denied in Pulse, so this computer is not signed in. Nothing was saved.',
  [DEVICE_TOKEN_ERROR_CODES.expiredToken]:
    'The code expired before it was approved. Run `pulse-tracker login --server URL` again for a new one.',
  [DEVICE_TOKEN_ERROR_CODES.invalidGrant]:
    'The server no longer knows this code. Run `pulse-tracker login --server URL` again for a new one.',
};
const CANCELLED = 'Sign-in cancelled; nothing was saved.';

export const signInByCode = async (
  client: CodeClient,
  reported: DeviceAuthorizationBody,
  options: { print: (line: string) => void; timer: AgentTimer; signal: AbortSignal },
): Promise<TrackerSignInResult> => {
  const { print, timer, signal } = options;
  const authorization = await client.startDeviceAuthorization(reported);
  const minutes = Math.round(authorization.expiresIn / 60);
  print(`Open ${authorization.verificationUri} and enter the code ${authorization.userCode}`);
  print(`(or open ${authorization.verificationUriComplete}, where the code is filled in).`);
  print(`Waiting for the approval in Pulse; the code expires in ${minutes} minutes. Ctrl+C cancels.`);

  // The agent's own deadline too: a server that stops answering must not keep it polling for ever.
  const deadline = timer.now() + authorization.expiresIn * 1000;
  let intervalMs = authorization.interval * 1000;
  let lastTransientError: unknown = null;
  for (;;) {
    await timer.sleep(intervalMs, signal);
    if (signal.aborted) throw new SignInByCodeEnded(CANCELLED);
    if (timer.now() >= deadline) {
      // The server was unreachable at the end: that, not the expiry, is the news.
      if (lastTransientError) throw lastTransientError;
      throw new SignInByCodeEnded(ENDINGS[DEVICE_TOKEN_ERROR_CODES.expiredToken] ?? '');
    }
    try {
      return await client.exchangeDeviceCode(authorization.deviceCode);
    } catch (error) {
      const code = error instanceof TrackerApiError ? error.problemCode : null;
      if (code === DEVICE_TOKEN_ERROR_CODES.authorizationPending) {
        lastTransientError = null;
        continue;
      }
      // RFC 8628 §3.5: 5 s more for this poll and every later one.
      if (code === DEVICE_TOKEN_ERROR_CODES.slowDown) {
        intervalMs += DEVICE_AUTHORIZATION.slowDownStepSeconds * 1000;
        continue;
      }
      const ending = code === null ? undefined : ENDINGS[code];
      if (ending) throw new SignInByCodeEnded(ending);
      // The network, a restarting server or a rate limit: the next poll may well get through.
      const isTransient = !(error instanceof TrackerApiError) || error.isRetryable;
      if (!isTransient) throw error;
      lastTransientError = error;
    }
  }
};
