import { join } from 'node:path';
import type { TrackerConfig } from '@pulse/shared/contracts/tracker';
import { createActivityWatchSource, DEFAULT_ACTIVITYWATCH_URL } from './activitywatch-source';
import {
  available,
  type DesktopCapabilities,
  describeCapabilities,
  unavailable,
  writeCapabilities,
} from './desktop-capabilities';
import { openCaptureSettings } from './desktop-settings';

// What the bridge reports and what it cannot: `status` shows it like the desktop source's.
export const ACTIVITYWATCH_CAPABILITIES: DesktopCapabilities = {
  activeWindow: available('from aw-watcher-window, with the tab of aw-watcher-web where it runs'),
  idle: available('from aw-watcher-afk (its own AFK timeout)'),
  inputCounts: unavailable('ActivityWatch counts no input'),
  screenshots: unavailable('ActivityWatch takes no screenshots'),
};

const ACTIVITYWATCH_LEDGER_FILE = 'activitywatch-ledger.json';

// `pulse-tracker run --capture activitywatch`: records what the bridge observes for `status`, says
// so on stderr, and reads aw-server with the organisation's title redaction (re-read every ten
// minutes, kept on disk for an offline restart, as for the desktop source).
export const startActivityWatchCapture = async (options: {
  home: string;
  url?: string;
  host?: string;
  afkTimeoutMinutes?: number;
  fetchConfig: () => Promise<TrackerConfig>;
  // The config `run` already read at start, if the server answered.
  config: TrackerConfig | null;
  log: (line: string) => void;
}) => {
  const url = options.url ?? DEFAULT_ACTIVITYWATCH_URL;
  const desktop = `ActivityWatch at ${url}${options.host ? ` (buckets of ${options.host})` : ''}`;
  await writeCapabilities(options.home, {
    at: new Date().toISOString(),
    desktop,
    capabilities: ACTIVITYWATCH_CAPABILITIES,
  });
  options.log(`Capture: ${desktop}`);
  for (const line of describeCapabilities(ACTIVITYWATCH_CAPABILITIES)) options.log(`  ${line}`);
  const settings = await openCaptureSettings({
    home: options.home,
    fetchConfig: options.fetchConfig,
    log: options.log,
  });
  if (options.config) await settings.apply(options.config);
  settings.start();
  return {
    source: createActivityWatchSource({
      url,
      host: options.host,
      afkTimeoutMinutes: options.afkTimeoutMinutes,
      // Beside the queue, whose cursor it follows: a restart corrects the minutes before that cursor.
      ledgerFile: join(options.home, ACTIVITYWATCH_LEDGER_FILE),
      titleRedactionPatterns: () => settings.current().titleRedactionPatterns,
    }),
    stop: async () => settings.stop(),
  };
};
