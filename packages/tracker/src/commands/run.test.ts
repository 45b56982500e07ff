import { afterAll, describe, expect, it } from 'vitest';
import { acquireAgentLock, readRunningAgent } from '../agent-lock';
import { createOfflineHomes } from '../test-support/offline-home';
import { runCommandInProcess } from '../test-support/run-command-in-process';

const homes = createOfflineHomes();
afterAll(homes.removeAll);

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
