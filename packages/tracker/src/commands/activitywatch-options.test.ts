import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommandInProcess } from '../test-support/run-command-in-process';

// The ActivityWatch options as typed: a usage error (exit 2) names what is wrong; options that are
// fine get as far as the sign-in check (exit 3, no one is signed in here), with or without a desktop.
const home = mkdtempSync(join(tmpdir(), 'pulse-aw-options-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('ActivityWatch options', () => {
  it.each([
    [
      'an address without a scheme, as ActivityWatch shows it',
      ['run', '--aw-url', 'localhost:5600'],
      3,
      'Not signed in',
    ],
    ['--aw-url alone chooses the bridge', ['run', '--aw-url', 'http://127.0.0.1:5600'], 3, 'Not signed in'],
    ['--aw-host alone chooses the bridge', ['run', '--aw-host', 'asha-laptop'], 3, 'Not signed in'],
    ['install takes them the same way', ['install', '--aw-url', 'localhost:5600'], 3, 'Not signed in'],
    [
      'an address of another kind',
      ['run', '--aw-url', 'ftp://localhost:5600'],
      2,
      '--aw-url must be the address of ActivityWatch, e.g. http://localhost:5600',
    ],
    [
      'with another capture',
      ['run', '--capture', 'simulated', '--aw-host', 'x'],
      2,
      '--aw-host goes with `--capture activitywatch`',
    ],
    ['an empty host', ['run', '--aw-host', ' '], 2, '--aw-host must name a computer'],
    ['--aw-afk-timeout alone chooses the bridge', ['run', '--aw-afk-timeout', '15'], 3, 'Not signed in'],
    [
      'an AFK timeout past what the bridge reads again (an hour)',
      ['run', '--aw-afk-timeout', '90'],
      2,
      "--aw-afk-timeout must be aw-watcher-afk's timeout in whole minutes, 1 to 59",
    ],
  ])('%s', async (_, args, code, message) => {
    const result = await runCommandInProcess(home, args, { DISPLAY: '', WAYLAND_DISPLAY: '' });
    expect(result.stderr).toContain(message);
    expect(result.code).toBe(code);
  });
});
