import { activityWatchBaseUrl } from '../capture/activitywatch-source';
import type { CaptureKind } from '../start-agent';
import { UsageError } from './command-errors';

export const required = (value: string | undefined, name: string) => {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
};

export const positiveInt = (value: string | undefined, name: string, fallback?: number) => {
  if (value === undefined && fallback !== undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`--${name} must be a positive whole number`);
  return number;
};

export const instant = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new UsageError(`--${name} must be an ISO date-time`);
  return parsed;
};

// --aw-url: an http(s) address ("localhost:5600", as ActivityWatch shows it, means http), and only
// for the ActivityWatch bridge.
export const activityWatchUrl = (value: string | undefined, capture: CaptureKind) => {
  if (value === undefined) return undefined;
  if (capture !== 'activitywatch') throw new UsageError('--aw-url goes with `--capture activitywatch`');
  const url = activityWatchBaseUrl(value);
  if (!url) throw new UsageError('--aw-url must be the address of ActivityWatch, e.g. http://localhost:5600');
  return url;
};

// --aw-host: the computer whose ActivityWatch buckets are the employee's, when not this one.
export const activityWatchHost = (value: string | undefined, capture: CaptureKind) => {
  if (value === undefined) return undefined;
  if (capture !== 'activitywatch') throw new UsageError('--aw-host goes with `--capture activitywatch`');
  if (value.trim() === '') throw new UsageError('--aw-host must name a computer, as ActivityWatch does');
  return value.trim();
};

// --aw-afk-timeout: aw-watcher-afk's timeout in minutes, which ActivityWatch's API does not tell
// (activitywatch-source.ts). The bridge reads the timeout plus a minute again, up to an hour.
export const MAX_AW_AFK_TIMEOUT_MINUTES = 59;
export const activityWatchAfkTimeout = (value: string | undefined, capture: CaptureKind) => {
  if (value === undefined) return undefined;
  if (capture !== 'activitywatch')
    throw new UsageError('--aw-afk-timeout goes with `--capture activitywatch`');
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_AW_AFK_TIMEOUT_MINUTES)
    throw new UsageError(
      `--aw-afk-timeout must be aw-watcher-afk's timeout in whole minutes, 1 to ${MAX_AW_AFK_TIMEOUT_MINUTES}`,
    );
  return minutes;
};

// The ActivityWatch bridge's options, as `run` and `install` both take them (either alone chooses it).
export const ACTIVITYWATCH_OPTIONS = {
  'aw-url': {
    type: 'string',
    value: 'URL',
    description: 'where ActivityWatch answers (default http://localhost:5600; implies activitywatch)',
  },
  'aw-host': {
    type: 'string',
    value: 'NAME',
    description: "read this computer's buckets as NAME names them (default: this computer's name)",
  },
  'aw-afk-timeout': {
    type: 'string',
    value: 'MINUTES',
    description: "aw-watcher-afk's timeout, if set above its default 3, so AFK it backdates is all counted",
  },
} as const;
