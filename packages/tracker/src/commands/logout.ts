import { removeSignIn } from '../agent-home';
import { createTrackerClient, TrackerApiError } from '../api/tracker-client';
import type { CommandContext } from './command-context';
import type { CommandHelp } from './command-help';
import { requireSignIn } from './require-sign-in';

export const logoutHelp = {
  summary: 'Sign this computer out: its device token stops working',
  usage: ['logout'],
  options: {},
} as const satisfies CommandHelp;

export const logout = async (context: CommandContext) => {
  const signIn = await requireSignIn(context.home);
  try {
    await createTrackerClient(signIn.server, signIn.deviceToken).signOut();
  } catch (error) {
    // Already revoked on the server: signing out locally is all that is left to do.
    if (!(error instanceof TrackerApiError && error.status === 401)) throw error;
  }
  await removeSignIn(context.home);
  context.print('Signed out; this device’s token no longer works.');
};
