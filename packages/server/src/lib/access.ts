import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import { trackerTexts } from '@pulse/shared/spec-texts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { requireAccess } from './access-checks';
import { AppError } from './app-error';
import type { Access, Auth, DeviceAuth, ResolvedSession } from './auth-context';
import { SESSION_COOKIE } from './session-token';

export const API_PREFIX = '/api/v1';

// Every API route must say who may call it; a route that forgets fails at start-up, not in production.
// An 'own' route must name the employee it belongs to, or there would be nobody to compare with. And
// every documented route has the operationId that generated clients name their methods after.
export const requireRouteDeclarations = (route: RouteOptions) => {
  if (route.url.startsWith(API_PREFIX) && !route.config?.access) {
    throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
  }
  const schema = route.schema as { operationId?: string; hide?: boolean } | undefined;
  if (route.url.startsWith('/api/') && !schema?.hide && !schema?.operationId) {
    throw new Error(`Route ${route.method} ${route.url} does not declare schema.operationId`);
  }
  if (route.config?.access === 'own' && !route.url.includes('/:employeeId')) {
    throw new Error(`Route ${route.method} ${route.url} is 'own' but names no :employeeId`);
  }
};

// The employee an 'own' route's path names (checked against the session before any validation).
const ownerOf = (request: FastifyRequest) => (request.params as { employeeId?: string }).employeeId;

export type ApiRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyInstance {
    // Every /api/v1 route with its declared access: the route walker test proves each one is enforced.
    apiRoutes: ApiRoute[];
  }
}

// "Authorization: Bearer <token>"; anything else is no token.
const bearerTokenOf = (request: FastifyRequest): string | null => {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};

// How the hook learns who is calling; app.ts hands in the auth and tracking modules' use cases, so
// lib never depends on a module.
export type AccessResolvers = {
  // The live session a cookie's token names, or null (unknown, idle, expired, inactive).
  resolveSession: (token: string) => Promise<ResolvedSession | null>;
  // The device a bearer token names, or null (missing, unknown, revoked, inactive).
  resolveDevice: (token: string | null) => Promise<DeviceAuth | null>;
};

// The check a route's declared access asks for, run as that route's own onRequest hook.
const accessCheck =
  (access: Exclude<Access, 'public'>, resolvers: AccessResolvers): onRequestAsyncHookHandler =>
  async (request) => {
    if (access === 'device') {
      const device = await resolvers.resolveDevice(bearerTokenOf(request));
      if (!device) throw new AppError('UNAUTHENTICATED', trackerTexts.deviceUnauthenticated);
      request.device = device;
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await resolvers.resolveSession(token) : null;
    if (!session) throw new AppError('UNAUTHENTICATED');
    request.auth = session.auth;
    request.currentEmployee = session.employee;
    // The services' own check, so the route and the use case cannot disagree.
    if (access === 'admin') requireAccess(session.auth, 'admin');
    if (access === 'own') requireAccess(session.auth, { employeeId: ownerOf(request) });
  };

export const registerAccessControl = (app: FastifyInstance, resolvers: AccessResolvers) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('currentEmployee', null);
  app.decorateRequest('device', null);
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    requireRouteDeclarations(route);
    const access = route.config?.access;
    if (!access) return;
    // Each route carries the check its access asks for, decided once here: a request does not look
    // its route's options up again, and public routes (and unknown URLs) run no check at all
    // (hardening: per-request overhead). Route hooks run after the app's, so the host and CSRF
    // checks still come first. A new array: the HEAD route fastify adds shares the GET's options.
    if (access !== 'public')
      route.onRequest = [...[route.onRequest ?? []].flat(), accessCheck(access, resolvers)];
    if (!route.url.startsWith(API_PREFIX)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });
};

// For handlers of authenticated routes: the hook above guarantees the session.
export const authOf = (request: FastifyRequest): Auth => {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
};

export const currentEmployeeOf = (request: FastifyRequest): CurrentEmployee => {
  if (!request.currentEmployee) throw new AppError('UNAUTHENTICATED');
  return request.currentEmployee;
};

// For handlers of device routes: the hook above guarantees the device.
export const deviceOf = (request: FastifyRequest): DeviceAuth => {
  if (!request.device) throw new AppError('UNAUTHENTICATED');
  return request.device;
};
