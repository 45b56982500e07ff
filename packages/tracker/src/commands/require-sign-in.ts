import { readSignIn } from '../agent-home';
import { SignInNeeded } from './command-errors';

export const requireSignIn = async (home: string) => {
  const signIn = await readSignIn(home);
  if (!signIn) throw new SignInNeeded('Not signed in: run `pulse-tracker login --server URL` first.');
  return signIn;
};
