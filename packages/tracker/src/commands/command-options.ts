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

// --aw-url: a URL, and only for the ActivityWatch bridge.
export const activityWatchUrl = (value: string | undefined, capture: CaptureKind) => {
  if (value === undefined) return undefined;
  if (capture !== 'activitywatch') throw new UsageError('--aw-url goes with `--capture activitywatch`');
  try {
    new URL(value);
  } catch {
    throw new UsageError('--aw-url must be a URL, e.g. http://localhost:5600');
  }
  return value;
};
