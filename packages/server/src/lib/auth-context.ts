import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import type { RoleId } from '@pulse/shared/domain/roles';
import type { OrganizationContext } from './organization-context';

// Who is calling, taken from the session and never from the request's body, query or path.
export type Auth = {
  sessionId: string;
  employeeId: string;
  organizationId: string;
  roleId: RoleId;
  organization: OrganizationContext;
  // Set when an API token is calling: the audit trail says which token the person acted through.
  // `sessionId` is then the token's id, which names no session.
  apiToken?: { id: string; name: string };
};

// What the session lookup gives the access hook: the caller, and the employee GET /me shows.
export type ResolvedSession = { auth: Auth; employee: CurrentEmployee };

// What an API token's lookup gives the access hook: who it acts as, and what it may reach.
export type ResolvedApiToken = ResolvedSession & { scopes: readonly string[] };

// A tracker device, from its bearer token (no cookie, no session): the tracker agent's API.
export type DeviceAuth = {
  deviceId: string;
  employeeId: string;
  organizationId: string;
  organization: OrganizationContext;
};

// How a route is reached; every /api/v1 route declares one (checked when the route registers).
// 'own' routes name an employee in the path (:employeeId): an administrator, or that employee.
// 'device' routes take a tracker's bearer token and never a session cookie.
export type Access = 'public' | 'authenticated' | 'admin' | 'own' | 'device';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: Auth | null;
    // The signed-in employee as GET /me shows it, read by the same query that checked the session.
    currentEmployee: CurrentEmployee | null;
    device: DeviceAuth | null;
  }
}
