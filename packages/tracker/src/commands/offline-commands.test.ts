import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSignIn, writeSignIn } from '../agent-home';
import { acquireAgentLock, agentLockPath, readRunningAgent } from '../agent-lock';
import { openDurableQueue, readQueueSize } from '../queue/durable-queue';
import { runCommandInProcess } from '../test-support/run-command-in-process';

// status, run and logout as a person types them, in-process, in agent homes signed in to a server
// that does not answer (nothing listens on port 9): what they say and decide before any request
// matters. One file, so the commands are loaded once.
const createOfflineHomes = () => {
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  return {
    tempDir,
    signedIn: async () => {
      const home = tempDir('pulse-tracker-home-');
      await writeSignIn(home, {
        server: 'http://127.0.0.1:9',
        deviceToken: 'not-used-here',
        employee: { id: '00000000-0000-4000-8000-000000000001', name: 'Rahul Mehta', employeeCode: 'EMP002' },
        deviceId: '00000000-0000-4000-8000-000000000002',
      });
      return home;
    },
    removeAll: () => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
};

const homes = createOfflineHomes();
afterAll(homes.removeAll);

// A user home of its own: no background service of this computer's user shows up.
const user = { HOME: homes.tempDir('pulse-tracker-user-') };

describe('status', () => {
  it('tells a running agent, by its pid, from none', async () => {
    const home = await homes.signedIn();
    const lock = await acquireAgentLock(home, { capture: 'simulated' });
    const running = await runCommandInProcess(home, ['status'], { ...user, TZ: 'UTC' });
    expect(running.stdout).toMatch(
      new RegExp(
        `\nState: +Running \\(pid ${process.pid}, since \\d\\d:\\d\\d UTC, simulated capture\\): tracking\n`,
      ),
    );
    await lock.release();
    const stopped = await runCommandInProcess(home, ['status'], user);
    expect(stopped.stdout).toContain(
      '\nState:        Signed in, not running (`pulse-tracker run` starts the agent',
    );
  });

  it('never says running for the lock a crashed agent left', async () => {
    const home = await homes.signedIn();
    // A pid no process has (above Linux's and macOS's largest).
    writeFileSync(
      agentLockPath(home),
      JSON.stringify({
        pid: 2 ** 30,
        startedAt: new Date().toISOString(),
        capture: 'desktop',
        processStart: null,
      }),
    );
    const status = await runCommandInProcess(home, ['status'], user);
    expect(status.stdout).toContain('\nState:        Signed in, not running');
  });

  it.each([
    ['UTC', '2026-11-27 10:00 UTC'],
    ['Asia/Kolkata', '2026-11-27 15:30 GMT+5:30'],
  ])('shows times in the computer’s zone, named: %s', async (timeZone, lastUpload) => {
    const home = await homes.signedIn();
    mkdirSync(join(home, 'queue'));
    writeFileSync(
      join(home, 'queue', 'last-upload.json'),
      JSON.stringify({ at: '2026-11-27T10:00:00.000Z' }),
    );
    const now = () => new Date('2026-11-28T10:00:00Z');
    const status = await runCommandInProcess(home, ['status'], { ...user, TZ: timeZone }, now);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toContain(`\nLast upload:  ${lastUpload}\n`);
  });
});

// Five simulated minutes of Saturday 2026-03-07 in a third of a second: the agent has nothing to
// send, so the server it is signed in to is never needed.
const saturdayReplay = [
  'run',
  '--capture',
  'simulated',
  '--clock-start',
  '2026-03-07T10:00:00Z',
  '--clock-speed',
  '1000',
  '--until',
  '2026-03-07T10:05:00Z',
  '--poll-seconds',
  '1',
];

describe('run', () => {
  it('says that a simulated day off captures nothing, and why, instead of "Tracking for"', async () => {
    const home = await homes.signedIn();
    const run = await runCommandInProcess(home, saturdayReplay, { TZ: 'UTC' });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('Tracking for');
    expect(run.stderr).toContain('Signed in as Rahul Mehta → http://127.0.0.1:9; project: none\n');
    expect(run.stderr).toMatch(
      /\nSaturday is not a working day in the simulation; nothing to capture until Monday 2026-03-09 \d\d:\d\d UTC\. This run stops before then \(--until\) and sends nothing new\.\n/,
    );
    expect(await readRunningAgent(home)).toBeNull();
  });

  it('refuses to start while another agent runs on the same queue', async () => {
    const home = await homes.signedIn();
    const other = await acquireAgentLock(home, { capture: 'desktop' });
    const run = await runCommandInProcess(home, saturdayReplay);
    await other.release();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `pulse-tracker: an agent is already running on this computer’s queue (pid ${process.pid})`,
    );
  });
});

// A signed-in home with 2 events not sent yet.
const homeWithQueue = async () => {
  const home = await homes.signedIn();
  const queue = await openDurableQueue(join(home, 'queue'));
  await queue.append(
    {
      intervals: [{ kind: 'active', startedAt: '2026-03-02T08:00:00.000Z', durationSeconds: 60 }],
      inputMinutes: [{ minuteStart: '2026-03-02T08:00:00.000Z', keyPresses: 1, mouseClicks: 0 }],
    },
    new Date('2026-03-02T08:01:00Z'),
  );
  return home;
};

// What these cases must leave: still signed in, the queue whole.
const expectNothingChanged = async (home: string) => {
  expect(await readSignIn(home)).not.toBeNull();
  expect(await readQueueSize(join(home, 'queue'))).toEqual({ events: 2, screenshots: 0 });
};

describe('logout with events not sent yet', () => {
  it('refuses without a terminal to ask on, and says which option decides', async () => {
    const home = await homeWithQueue();
    const logout = await runCommandInProcess(home, ['logout']);
    expect(logout.code).toBe(2);
    expect(logout.stderr).toBe(
      'pulse-tracker: 2 events not sent yet would be lost by signing out: `pulse-tracker logout --send-first` sends them first, `pulse-tracker logout --discard` drops them.\n',
    );
    await expectNothingChanged(home);
  });

  it('asks at a terminal, and changes nothing when cancelled', async () => {
    const home = await homeWithQueue();
    const logout = await runCommandInProcess(home, ['logout'], {}, undefined, ['c']);
    expect(logout.stdout).toBe('2 events not sent yet. Send them first, discard them, or cancel? [S/d/c] ');
    expect(logout.code).toBe(1);
    expect(logout.stderr).toContain('cancelled: still signed in, nothing sent or discarded.');
    await expectNothingChanged(home);
  });

  it('keeps the signed-in queue while an agent runs on it', async () => {
    const home = await homeWithQueue();
    const agent = await acquireAgentLock(home, { capture: 'desktop' });
    const logout = await runCommandInProcess(home, ['logout', '--send-first']);
    await agent.release();
    expect(logout.code).toBe(1);
    expect(logout.stderr).toContain('an agent is already running on this computer’s queue');
    await expectNothingChanged(home);
  });

  it('keeps everything when the server cannot be reached to send them', async () => {
    const home = await homeWithQueue();
    const logout = await runCommandInProcess(home, ['logout', '--send-first']);
    expect(logout.code).toBe(1);
    expect(logout.stderr).toMatch(
      /^pulse-tracker: could not send what is queued \(.+\); still signed in, with 2 events queued: try again later, or drop them with `pulse-tracker logout --discard`\.\n$/,
    );
    await expectNothingChanged(home);
  });

  it('takes one of --send-first and --discard', async () => {
    const home = await homeWithQueue();
    const logout = await runCommandInProcess(home, ['logout', '--send-first', '--discard']);
    expect(logout.code).toBe(2);
    expect(logout.stderr).toContain('--send-first and --discard exclude each other');
    await expectNothingChanged(home);
  });
});
