import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { TrackerHeartbeatAnswer } from '@pulse/shared/contracts/tracker-status';
import type { PauseSpan } from './capture/pause-spans';
import { fsyncDirectory, writeDurably } from './durable-file';

// The agent's files: the sign-in (server URL + device token, readable by the user only), the project
// selection, and the queue.
export type StoredSignIn = {
  server: string;
  deviceToken: string;
  employee: { id: string; name: string; employeeCode: string };
  deviceId: string;
};

// What the employee works on, chosen with `pulse-tracker project select` (project null: none). The
// names are kept beside the ids so `status` can show them offline. `selectedAt` is when the choice
// was made: the running agent stamps the focus intervals that start from then on with it.
export type ProjectSelection = {
  project: { id: string; name: string } | null;
  todo: { id: string; name: string } | null;
  selectedAt: string;
};

// The running agent's note that the server refused a batch's project or to-do and that the batch was
// sent again without them; `status` shows it until the employee chooses again.
export type SelectionRefusal = { at: string; batchId: string; intervals: number; detail: string };

export const agentHome = () => process.env.PULSE_TRACKER_HOME ?? join(homedir(), '.config', 'pulse-tracker');

const signInPath = (home: string) => join(home, 'config.json');
const selectionPath = (home: string) => join(home, 'selection.json');
const selectionRefusalPath = (home: string) => join(home, 'selection-refused.json');
const pausePath = (home: string) => join(home, 'pause.json');
export const queueDirectory = (home: string) => join(home, 'queue');

const readJsonOrNull = async <T>(path: string): Promise<T | null> => {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return null;
  }
};

const writeJsonDurably = async (home: string, path: string, value: unknown) => {
  await mkdir(home, { recursive: true, mode: 0o700 });
  await writeDurably(path, JSON.stringify(value, null, 2));
  await fsyncDirectory(home);
};

export const readSignIn = (home: string) => readJsonOrNull<StoredSignIn>(signInPath(home));

// Replaced whole (written aside, then renamed), so an interrupted login leaves the previous sign-in or
// the new one, never half a file; the temporary file is the user's alone from the start.
export const writeSignIn = (home: string, signIn: StoredSignIn) =>
  writeJsonDurably(home, signInPath(home), signIn);

export const removeSignIn = (home: string) => rm(signInPath(home), { force: true });

// Never chosen, or unreadable: no selection (the agent then tracks time without a project).
export const readSelection = (home: string) => readJsonOrNull<ProjectSelection>(selectionPath(home));

// A running agent reads this file while `project select` replaces it: the write must be atomic.
export const writeSelection = (home: string, selection: ProjectSelection) =>
  writeJsonDurably(home, selectionPath(home), selection);

export const removeSelection = (home: string) => rm(selectionPath(home), { force: true });

export const readSelectionRefusal = (home: string) =>
  readJsonOrNull<SelectionRefusal>(selectionRefusalPath(home));

export const writeSelectionRefusal = (home: string, refusal: SelectionRefusal) =>
  writeJsonDurably(home, selectionRefusalPath(home), refusal);

export const removeSelectionRefusal = (home: string) => rm(selectionRefusalPath(home), { force: true });

// `pulse-tracker pause` / `resume` replace this file while the agent reads it at every capture
// window: written atomically, and durably (a pause must survive a crash or power loss).
export const readPauseSpans = async (home: string): Promise<PauseSpan[]> =>
  (await readJsonOrNull<{ spans: PauseSpan[] }>(pausePath(home)))?.spans ?? [];

export const writePauseSpans = (home: string, spans: readonly PauseSpan[]) =>
  writeJsonDurably(home, pausePath(home), { spans });

// The server's answer to the running agent's last heartbeat, for `status` (an update notice). Not
// durable on purpose: the next heartbeat writes it again.
const heartbeatPath = (home: string) => join(home, 'heartbeat.json');

export const readHeartbeatAnswer = (home: string) =>
  readJsonOrNull<TrackerHeartbeatAnswer>(heartbeatPath(home));

export const writeHeartbeatAnswer = (home: string, answer: TrackerHeartbeatAnswer) =>
  writeFile(heartbeatPath(home), JSON.stringify(answer));
