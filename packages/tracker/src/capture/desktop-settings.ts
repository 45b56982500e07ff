import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ScreenshotMode, TRACKER_LIMITS, type TrackerConfig } from '@pulse/shared/contracts/tracker';
import { fsyncDirectory, writeDurably } from '../durable-file';

// What the desktop source needs from the tracker config (Settings → Tracking and the organisation's
// idle threshold).
export type CaptureSettings = {
  screenshotMode: ScreenshotMode;
  titleRedactionPatterns: string[];
  idleThresholdSeconds: number;
};

// Before the agent has ever read the config (first start with the server unreachable): screenshots
// are taken blurred, so nothing legible leaves the device before the organisation's choice is known,
// and the slot still gets its picture; the server refuses them if the mode turns out to be Off.
export const DEFAULT_CAPTURE_SETTINGS: CaptureSettings = {
  screenshotMode: 'blurred',
  titleRedactionPatterns: [],
  idleThresholdSeconds: TRACKER_LIMITS.idleThresholdSeconds,
};

// Mode and redaction changes made in Settings apply within this long.
export const SETTINGS_REFRESH_MS = 10 * 60_000;

const settingsPath = (home: string) => join(home, 'capture-settings.json');

export const settingsOf = (config: TrackerConfig): CaptureSettings => ({
  screenshotMode: config.screenshotMode,
  titleRedactionPatterns: config.titleRedactionPatterns,
  idleThresholdSeconds: config.idleThresholdSeconds,
});

const readStored = async (home: string): Promise<CaptureSettings | null> => {
  try {
    return JSON.parse(await readFile(settingsPath(home), 'utf8')) as CaptureSettings;
  } catch {
    return null;
  }
};

// The settings in force: the last config read from the server, kept in the agent home so a restart
// while offline still knows the screenshot mode and the redaction rules.
export const openCaptureSettings = async (options: {
  home: string;
  fetchConfig: () => Promise<TrackerConfig>;
  log?: (line: string) => void;
}) => {
  let current = (await readStored(options.home)) ?? DEFAULT_CAPTURE_SETTINGS;
  let timer: NodeJS.Timeout | undefined;

  const apply = async (config: TrackerConfig) => {
    current = settingsOf(config);
    await mkdir(options.home, { recursive: true, mode: 0o700 });
    await writeDurably(settingsPath(options.home), JSON.stringify(current, null, 2));
    await fsyncDirectory(options.home);
  };

  // Offline (or refused): the last known settings stay in force.
  const refresh = async () => {
    try {
      await apply(await options.fetchConfig());
    } catch (error) {
      options.log?.(`could not read the tracker config (${(error as Error).message}); keeping the last one`);
    }
  };

  return {
    current: () => current,
    apply,
    refresh,
    start: () => {
      timer ??= setInterval(() => void refresh(), SETTINGS_REFRESH_MS);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
};

export type CaptureSettingsStore = Awaited<ReturnType<typeof openCaptureSettings>>;
