import { randomUUID } from 'node:crypto';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaptureKind } from './start-agent';

// The running agent's lock: `agent.pid` in the agent home, made by `run` before it opens the queue
// and removed when it stops. It keeps a second agent off the same queue (both would capture the same
// windows and send that time twice) and lets `status` and `logout` tell a running agent from none.
// An agent killed (kill -9, a crash, power loss) leaves the file behind: it counts only while its
// process lives, and a stale one is taken over.
export type AgentLock = {
  pid: number;
  startedAt: string;
  // What the agent captures; null while `logout` sends or drops the queue.
  capture: CaptureKind | null;
  // When the process started as the system counts it (Linux), so that a pid reused by another process
  // after a crash and a reboot does not pass for the agent. Null where the system does not tell.
  processStart: string | null;
  // The simulated source with nothing to capture for a while (a day off): until when, and why.
  quiet?: { until: string; reason: string };
};

// A line of /proc/<pid>/stat: the state (field 3) and the start in clock ticks since boot (field 22).
// The name before them (in parentheses) may hold spaces, so the fields are counted from its closing
// parenthesis.
export const parseProcStat = (stat: string) => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', start: fields[19] ?? null };
};

// Signal 0 sends nothing: it asks whether the process exists (EPERM: as another user's).
const hasProcess = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

// What the system says of a pid: whether a process has it, and when that process started. Linux
// tells through /proc, where a killed agent whose parent has not collected it yet (a zombie, Z, or
// dead, X) still has its pid but runs no more; elsewhere the signal alone tells.
export const probeProcess = async (
  pid: number,
): Promise<{ isAlive: boolean; processStart: string | null }> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return { isAlive: hasProcess(pid), processStart: null };
  const { state, start } = parseProcStat(stat);
  return { isAlive: state !== 'Z' && state !== 'X', processStart: start };
};

// A lock whose process is gone, or whose pid now belongs to a process that started at another time,
// is stale. Without a start time on either side, the pid alone decides.
export const isLockLive = (lock: AgentLock, isAlive: boolean, processStart: string | null) =>
  isAlive && (lock.processStart === null || processStart === null || lock.processStart === processStart);

export const agentLockPath = (home: string) => join(home, 'agent.pid');

const readLock = async (home: string): Promise<AgentLock | null> => {
  try {
    return JSON.parse(await readFile(agentLockPath(home), 'utf8')) as AgentLock;
  } catch {
    return null;
  }
};

// The agent running on this home, or null (none, or only a stale lock). Reads only.
export const readRunningAgent = async (home: string) => {
  const lock = await readLock(home);
  if (!lock) return null;
  const { isAlive, processStart } = await probeProcess(lock.pid);
  return isLockLive(lock, isAlive, processStart) ? lock : null;
};

export class AgentAlreadyRunning extends Error {
  constructor(lock: AgentLock) {
    super(
      `an agent is already running on this computer’s queue (pid ${lock.pid}): stop it first (Ctrl+C where it runs, \`kill ${lock.pid}\`, or \`pulse-tracker uninstall\` for the background service)`,
    );
  }
}

// Takes the lock for this process, or throws AgentAlreadyRunning. The file is written whole under
// another name and linked into place: a link fails when the name exists, so of two agents starting
// at once only one gets it, and a reader never sees half a file.
export const acquireAgentLock = async (home: string, fields: Pick<AgentLock, 'capture'>) => {
  const { pid } = process;
  const lock: AgentLock = {
    pid,
    startedAt: new Date().toISOString(),
    capture: fields.capture,
    processStart: (await probeProcess(pid)).processStart,
  };
  const path = agentLockPath(home);
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, JSON.stringify(lock), { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await link(temporary, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const running = await readRunningAgent(home);
        if (running) throw new AgentAlreadyRunning(running);
        if (attempt > 0) throw error;
        // Left by an agent that died: taken over.
        await rm(path, { force: true });
      }
    }
  } finally {
    await rm(temporary, { force: true });
  }
  let current = lock;
  return {
    // Notes what the running agent is doing for `status` (the same file, replaced whole).
    update: async (change: Pick<AgentLock, 'quiet'>) => {
      current = { ...current, ...change };
      const next = `${path}.${randomUUID()}.tmp`;
      await writeFile(next, JSON.stringify(current), { mode: 0o600 });
      await rename(next, path);
    },
    release: async () => {
      // Only its own: never another agent's that took over a lock thought stale.
      if ((await readLock(home))?.pid === pid) await rm(path, { force: true });
    },
  };
};
