import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TrackerConfig } from '@pulse/shared/contracts/tracker';
import { afterEach, describe, expect, it } from 'vitest';
import { readCapabilities, unavailable, writeCapabilities } from './desktop-capabilities';
import { DEFAULT_CAPTURE_SETTINGS, openCaptureSettings } from './desktop-settings';

const homes: string[] = [];
const home = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-capture-settings-'));
  homes.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of homes.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const config = (changes: Partial<TrackerConfig>): TrackerConfig => ({
  employeeId: '00000000-0000-4000-8000-000000000001',
  deviceId: '00000000-0000-4000-8000-000000000002',
  screenshotMode: 'regular',
  titleRedactionPatterns: [],
  idleThresholdSeconds: 300,
  slotSeconds: 600,
  organization: { timeZone: 'UTC', isShiftsEnabled: false, isLogOffIncludedInIdle: false },
  ...changes,
});
const offline = async (): Promise<TrackerConfig> => {
  throw new Error('fetch failed');
};

describe('capture settings', () => {
  it('start blurred when never read, follow the server, and survive an offline restart', async () => {
    const dir = home();
    const lines: string[] = [];
    const first = await openCaptureSettings({
      home: dir,
      fetchConfig: offline,
      log: (line) => lines.push(line),
    });
    await first.refresh();
    expect(first.current()).toEqual(DEFAULT_CAPTURE_SETTINGS);
    expect(first.current().screenshotMode).toBe('blurred');
    expect(lines).toEqual(['could not read the tracker config (fetch failed); keeping the last one']);

    const online = await openCaptureSettings({
      home: dir,
      fetchConfig: async () =>
        config({ screenshotMode: 'off', titleRedactionPatterns: ['*bank*'], idleThresholdSeconds: 120 }),
    });
    await online.refresh();
    expect(online.current()).toEqual({
      screenshotMode: 'off',
      titleRedactionPatterns: ['*bank*'],
      idleThresholdSeconds: 120,
    });

    const restarted = await openCaptureSettings({ home: dir, fetchConfig: offline });
    await restarted.refresh();
    expect(restarted.current()).toEqual({
      screenshotMode: 'off',
      titleRedactionPatterns: ['*bank*'],
      idleThresholdSeconds: 120,
    });
  });

  it('keeps the probed capabilities for `status`', async () => {
    const dir = home();
    expect(await readCapabilities(dir)).toBeNull();
    const none = unavailable('not supported on this desktop (KDE on Wayland)');
    const report = {
      at: '2026-03-02T10:00:00.000Z',
      desktop: 'KDE (Wayland)',
      capabilities: { activeWindow: none, idle: none, inputCounts: none, screenshots: none },
    };
    await writeCapabilities(dir, report);
    expect(await readCapabilities(dir)).toEqual(report);
  });
});
