import type { ServerToClientEvents } from '@pulse/shared/contracts/notifications';
import type { Realtime } from '../realtime/realtime';

export type SentEvent = { employeeId: string; event: keyof ServerToClientEvents; args: unknown[] };
export type SentOrganizationEvent = {
  organizationId: string;
  event: keyof ServerToClientEvents;
  args: unknown[];
};

export type RecordingRealtime = Realtime & {
  sent: SentEvent[];
  sentToOrganizations: SentOrganizationEvent[];
  sentToAdministrators: SentOrganizationEvent[];
  disconnectedSessions: string[];
  // Socket tests attach the real Socket.IO server: events are then recorded and delivered.
  forwardTo: (target: Realtime) => void;
  // Forgets what was recorded, for the next test of a file that shares one app.
  clear: () => void;
};

// Keeps every event a use case emitted, and every session whose sockets were closed, so tests can
// assert who was told what.
export const createRecordingRealtime = (): RecordingRealtime => {
  const sent: SentEvent[] = [];
  const sentToOrganizations: SentOrganizationEvent[] = [];
  const sentToAdministrators: SentOrganizationEvent[] = [];
  const disconnectedSessions: string[] = [];
  let target: Realtime | undefined;
  return {
    sent,
    sentToOrganizations,
    sentToAdministrators,
    disconnectedSessions,
    forwardTo: (next) => {
      target = next;
    },
    clear: () => {
      sent.length = 0;
      sentToOrganizations.length = 0;
      sentToAdministrators.length = 0;
      disconnectedSessions.length = 0;
      target = undefined;
    },
    toEmployee: (employeeId, event, ...args) => {
      sent.push({ employeeId, event, args });
      target?.toEmployee(employeeId, event, ...args);
    },
    toOrganization: (organizationId, event, ...args) => {
      sentToOrganizations.push({ organizationId, event, args });
      target?.toOrganization(organizationId, event, ...args);
    },
    toAdministrators: (organizationId, event, ...args) => {
      sentToAdministrators.push({ organizationId, event, args });
      target?.toAdministrators(organizationId, event, ...args);
    },
    disconnectSession: (sessionId) => {
      disconnectedSessions.push(sessionId);
      target?.disconnectSession(sessionId);
    },
  };
};
