import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

// The agent's files: the sign-in (server URL + device token, readable by the user only) and the queue.
export type StoredSignIn = {
  server: string;
  deviceToken: string;
  employee: { id: string; name: string; employeeCode: string };
  deviceId: string;
};

export const agentHome = () => process.env.PULSE_TRACKER_HOME ?? join(homedir(), '.config', 'pulse-tracker');

const signInPath = (home: string) => join(home, 'config.json');
export const queueDirectory = (home: string) => join(home, 'queue');

export const readSignIn = async (home: string): Promise<StoredSignIn | null> => {
  try {
    return JSON.parse(await readFile(signInPath(home), 'utf8')) as StoredSignIn;
  } catch {
    return null;
  }
};

export const writeSignIn = async (home: string, signIn: StoredSignIn) => {
  await mkdir(home, { recursive: true, mode: 0o700 });
  await writeFile(signInPath(home), JSON.stringify(signIn, null, 2), { mode: 0o600 });
  // writeFile's mode applies only when it creates the file.
  await chmod(signInPath(home), 0o600);
};

export const removeSignIn = (home: string) => rm(signInPath(home), { force: true });
