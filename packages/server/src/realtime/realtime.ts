import type { ServerToClientEvents } from '@pulse/shared/contracts/notifications';

// What a use case tells connected browsers, called after its transaction commits. The Socket.IO
// server implements it (a room per employee and per organisation); tests record what was sent.
export type Realtime = {
  toEmployee: <Event extends keyof ServerToClientEvents>(
    employeeId: string,
    event: Event,
    ...args: Parameters<ServerToClientEvents[Event]>
  ) => void;
  // Every connected employee of the organisation (a news item published: the dashboards' tiles).
  toOrganization: <Event extends keyof ServerToClientEvents>(
    organizationId: string,
    event: Event,
    ...args: Parameters<ServerToClientEvents[Event]>
  ) => void;
  // The organisation's administrators only (who is working now: not for every employee's eyes).
  toAdministrators: <Event extends keyof ServerToClientEvents>(
    organizationId: string,
    event: Event,
    ...args: Parameters<ServerToClientEvents[Event]>
  ) => void;
  // Sign-out: the live connections opened with that session must not outlive it (spec B §4 Logout).
  disconnectSession: (sessionId: string) => void;
};

// For processes without browsers to reach (the OpenAPI generator, scripts).
export const noRealtime: Realtime = {
  toEmployee: () => {},
  toOrganization: () => {},
  toAdministrators: () => {},
  disconnectSession: () => {},
};

// main.ts builds the app (whose routes hold deps.realtime) before the Socket.IO server can exist on
// its HTTP server; this stands in for it and forwards to it once attached.
export const createDeferredRealtime = () => {
  let target: Realtime = noRealtime;
  const realtime: Realtime = {
    toEmployee: (employeeId, event, ...args) => target.toEmployee(employeeId, event, ...args),
    toOrganization: (organizationId, event, ...args) => target.toOrganization(organizationId, event, ...args),
    toAdministrators: (organizationId, event, ...args) =>
      target.toAdministrators(organizationId, event, ...args),
    disconnectSession: (sessionId) => target.disconnectSession(sessionId),
  };
  return {
    realtime,
    attach: (next: Realtime) => {
      target = next;
    },
  };
};
