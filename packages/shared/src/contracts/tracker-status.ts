import { z } from 'zod';
import { AGENT_VERSION_PATTERN, HEARTBEAT_STATES, LIVE_STATES } from '../domain/device-live-state';
import { listPageSchema } from './list-page';

// Who is working now: the agent's heartbeat (/api/v1/tracker/heartbeat, bearer device
// token) and what administrators and employees see of it. Times are UTC ISO instants.

// Agents older than this are told to update (in the heartbeat's answer, `pulse-tracker status` and
// the devices list). Raise it when the agent's API changes in a way older agents get wrong.
export const MINIMUM_AGENT_VERSION = '1.0.0';

const instant = z.iso.datetime({ offset: true });

// What a desktop source can observe on the computer (the agent's capture/desktop-capabilities.ts).
export const CAPTURE_CAPABILITY_NAMES = ['activeWindow', 'idle', 'inputCounts', 'screenshots'] as const;
export type CaptureCapabilityName = (typeof CAPTURE_CAPABILITY_NAMES)[number];
const captureCapabilitySchema = z.object({ available: z.boolean(), detail: z.string().max(500) });
export const captureCapabilitiesSchema = z.object({
  activeWindow: captureCapabilitySchema,
  idle: captureCapabilitySchema,
  inputCounts: captureCapabilitySchema,
  screenshots: captureCapabilitySchema,
});
export type CaptureCapabilities = z.infer<typeof captureCapabilitiesSchema>;

export const heartbeatStateSchema = z.enum(HEARTBEAT_STATES);
export const liveStateSchema = z.enum(LIVE_STATES);

export const trackerHeartbeatBodySchema = z.object({
  state: heartbeatStateSchema,
  agentVersion: z.string().max(50).regex(AGENT_VERSION_PATTERN, 'agentVersion must look like 1.2.3.'),
  // Null when the capture source probes nothing (the simulated day, ActivityWatch).
  capabilities: captureCapabilitiesSchema.nullable().default(null),
});
export type TrackerHeartbeatBody = z.input<typeof trackerHeartbeatBodySchema>;

export const trackerHeartbeatAnswerSchema = z.object({
  receivedAt: instant,
  // When to send the next one, unless the state changes first.
  heartbeatSeconds: z.number().int().positive(),
  minimumAgentVersion: z.string(),
  isUpdateRequired: z.boolean(),
});
export type TrackerHeartbeatAnswer = z.infer<typeof trackerHeartbeatAnswerSchema>;

// A device's last heartbeat as the portal shows it; `state` already says offline for a silent device.
export const deviceLiveStatusSchema = z.object({
  state: liveStateSchema,
  heartbeatAt: instant,
  agentVersion: z.string(),
  isUpdateRequired: z.boolean(),
  capabilities: captureCapabilitiesSchema.nullable(),
});
export type DeviceLiveStatus = z.infer<typeof deviceLiveStatusSchema>;

// One employee on the Working now card and the Time Sheet's status column (administrators): the
// strongest state of their devices (domain/device-live-state.ts).
export const workingNowEntrySchema = z.object({
  employeeId: z.uuid(),
  name: z.string(),
  employeeCode: z.string(),
  state: liveStateSchema,
  // The latest heartbeat of any of their devices.
  lastSeenAt: instant,
});
export type WorkingNowEntry = z.infer<typeof workingNowEntrySchema>;
// Every active employee with a signed-in device that ever sent a heartbeat, by name.
export const workingNowSchema = listPageSchema(workingNowEntrySchema);

// Socket.IO, to the organisation's administrators: an employee's state changed. `entry` is null when
// they no longer have a device to show (the last one was revoked).
export type WorkingNowChangedEvent = { employeeId: string; entry: WorkingNowEntry | null };
