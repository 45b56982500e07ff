import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CAPTURE_CAPABILITY_NAMES } from '@pulse/shared/contracts/tracker-status';
import { fsyncDirectory, writeDurably } from '../durable-file';

// What the desktop source can observe on this computer. A capability the desktop does not offer (no
// input hook on Wayland, no screen-recording permission on macOS) is reported as unavailable with the
// reason, and the agent keeps tracking with the others instead of recording wrong data.
export type Capability = { available: boolean; detail: string };

// The same names the heartbeat reports them under.
export const CAPABILITY_NAMES = CAPTURE_CAPABILITY_NAMES;
export type CapabilityName = (typeof CAPABILITY_NAMES)[number];
export type DesktopCapabilities = Record<CapabilityName, Capability>;

// The last running desktop source's capabilities, for `pulse-tracker status`.
export type CapabilitiesReport = {
  // When the running agent probed them.
  at: string;
  // The desktop it found, e.g. "Linux X11 (DISPLAY=:0)", "sway (Wayland)", "macOS".
  desktop: string;
  capabilities: DesktopCapabilities;
};

export const CAPABILITY_LABELS: Record<CapabilityName, string> = {
  activeWindow: 'Active window',
  idle: 'Idle time',
  inputCounts: 'Input counts',
  screenshots: 'Screenshots',
};

export const available = (detail: string): Capability => ({ available: true, detail });
export const unavailable = (detail: string): Capability => ({ available: false, detail });

const capabilitiesPath = (home: string) => join(home, 'capabilities.json');

export const writeCapabilities = async (home: string, report: CapabilitiesReport) => {
  await mkdir(home, { recursive: true, mode: 0o700 });
  await writeDurably(capabilitiesPath(home), JSON.stringify(report, null, 2));
  await fsyncDirectory(home);
};

// Null when no desktop source ever ran here (or the file is unreadable).
export const readCapabilities = async (home: string): Promise<CapabilitiesReport | null> => {
  try {
    return JSON.parse(await readFile(capabilitiesPath(home), 'utf8')) as CapabilitiesReport;
  } catch {
    return null;
  }
};

// One line per capability, as `status` and `run` print them.
export const describeCapabilities = (capabilities: DesktopCapabilities) =>
  CAPABILITY_NAMES.map(
    (name) =>
      `${`${CAPABILITY_LABELS[name]}:`.padEnd(15)}${capabilities[name].available ? 'yes' : 'no'} — ${capabilities[name].detail}`,
  );
