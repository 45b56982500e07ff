import type { TrackerConfig } from '@pulse/shared/contracts/tracker';
import { describeCapabilities, writeCapabilities } from './desktop-capabilities';
import { openDesktopBackend } from './desktop-probe';
import { openCaptureSettings } from './desktop-settings';
import { createDesktopSource } from './desktop-source';

// `pulse-tracker run --capture desktop`: probes the desktop, records what it can observe for
// `status`, says so on stderr, and starts watching with the organisation's settings (re-read every
// ten minutes, kept on disk for an offline restart).
export const startDesktopCapture = async (options: {
  home: string;
  fetchConfig: () => Promise<TrackerConfig>;
  // The config `run` already read at start, if the server answered.
  config: TrackerConfig | null;
  // The agent's clock, in milliseconds (see createDesktopSource).
  now?: () => number;
  log: (line: string) => void;
}) => {
  const backend = await openDesktopBackend();
  await writeCapabilities(options.home, {
    at: new Date().toISOString(),
    desktop: backend.desktop,
    capabilities: backend.capabilities,
  });
  options.log(`Desktop: ${backend.desktop}`);
  for (const line of describeCapabilities(backend.capabilities)) options.log(`  ${line}`);
  const settings = await openCaptureSettings({
    home: options.home,
    fetchConfig: options.fetchConfig,
    log: options.log,
  });
  if (options.config) await settings.apply(options.config);
  settings.start();
  const source = createDesktopSource({
    backend,
    settings: settings.current,
    now: options.now,
    log: options.log,
  });
  source.start();
  return {
    source,
    stop: async () => {
      settings.stop();
      await source.stop();
    },
  };
};
