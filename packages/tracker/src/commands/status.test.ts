import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireAgentLock, agentLockPath } from '../agent-lock';
import { createOfflineHomes } from '../test-support/offline-home';
import { runCommandInProcess } from '../test-support/run-command-in-process';

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
