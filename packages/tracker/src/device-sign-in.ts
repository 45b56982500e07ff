import type { TrackerSignInBody, TrackerSignInResult } from '@pulse/shared/contracts/tracker';
import { TrackerApiError } from './api/tracker-client';

// Hardening (two-factor sign-in): with two-factor on, the server answers the right password with
// TWO_FACTOR_CODE_REQUIRED; the person is asked for the code then, and the sign-in is sent again with
// it. The server's two-factor refusals (a wrong code, set it up in the portal first) are said in its
// own words, not as a refused device.
export class TwoFactorRefused extends Error {}

export const signInDevice = async (
  client: { signIn: (body: TrackerSignInBody) => Promise<TrackerSignInResult> },
  body: TrackerSignInBody,
  askForCode: () => Promise<string>,
): Promise<TrackerSignInResult> => {
  const twoFactorRefusal = (error: unknown) =>
    error instanceof TrackerApiError && error.problemCode?.startsWith('TWO_FACTOR_')
      ? new TwoFactorRefused(error.detail)
      : error;
  try {
    return await client.signIn(body);
  } catch (error) {
    if (!(error instanceof TrackerApiError && error.problemCode === 'TWO_FACTOR_CODE_REQUIRED')) {
      throw twoFactorRefusal(error);
    }
  }
  const code = (await askForCode()).trim();
  try {
    return await client.signIn({ ...body, code });
  } catch (error) {
    throw twoFactorRefusal(error);
  }
};
