import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import { trackerTexts } from '@pulse/shared/spec-texts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { requireAccess } from './access-checks';
import { AppError } from './app-error';
import type { Access, Auth, DeviceAuth, ResolvedApiToken, ResolvedSession } from './auth-context';
import { SESSION_COOKIE } from './session-token';
import { ANY_TOKEN, TOKEN_FREE, type TokenScope, tokenScopeOf } from './token-scopes';

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

const routeOperation = (route: RouteOptions, method: string) => {
  const schema = route.schema as { operationId?: string; tags?: string[] } | undefined;
  return { method, operationId: schema?.operationId ?? `${method} ${route.url}`, tags: schema?.tags ?? [] };
};

// The employee an 'own' route's path names (checked against the session before any validation).
const ownerOf = (request: FastifyRequest) => (request.params as { employeeId?: string }).employeeId;

export type ApiRoute = { method: string; url: string; access: Access; tokenScope: TokenScope };

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

// An API token's secret is recognised by its prefix, so a device token is never looked up
// as one.
const apiTokenOf = (request: FastifyRequest): string | null => {
  const token = bearerTokenOf(request);
  return token?.startsWith('pulse_') ? token : null;
};

// How the hook learns who is calling; app.ts hands in the auth and tracking modules' use cases, so
// lib never depends on a module.
export type AccessResolvers = {
  // The live session a cookie's token names, or null (unknown, idle, expired, inactive).
  resolveSession: (token: string) => Promise<ResolvedSession | null>;
  // The device a bearer token names, or null (missing, unknown, revoked, inactive).
  resolveDevice: (token: string | null) => Promise<DeviceAuth | null>;
  // The owner an API token acts as, with its scopes, or null (unknown, expired, revoked, owner inactive).
  resolveApiToken: (secret: string) => Promise<ResolvedApiToken | null>;
};

// A token answers 401 when it is not valid at all, 403 when it is but may not call this operation.
const requireTokenScope = (resolved: ResolvedApiToken, scope: TokenScope) => {
  if (scope === TOKEN_FREE)
    throw new AppError('INSUFFICIENT_SCOPE', 'API tokens cannot call this operation; sign in instead.');
  if (scope !== ANY_TOKEN && !resolved.scopes.includes(scope))
    throw new AppError('INSUFFICIENT_SCOPE', `This API token does not have the scope ${scope}.`);
};

// Who is calling a session route: the cookie's session, or else an API token acting as its owner.
// The cookie comes first: a browser's session is never replaced by a header a page could add.
const resolveCaller = async (request: FastifyRequest, scope: TokenScope, resolvers: AccessResolvers) => {
  const token = request.cookies[SESSION_COOKIE];
  if (token) return resolvers.resolveSession(token);
  const secret = apiTokenOf(request);
  if (!secret) return null;
  const resolved = await resolvers.resolveApiToken(secret);
  if (resolved) requireTokenScope(resolved, scope);
  return resolved;
};

// The check a route's declared access asks for, run as that route's own onRequest hook.
const accessCheck =
  (
    access: Exclude<Access, 'public'>,
    scope: TokenScope,
    resolvers: AccessResolvers,
  ): onRequestAsyncHookHandler =>
  async (request) => {
    if (access === 'device') {
      const device = await resolvers.resolveDevice(bearerTokenOf(request));
      if (!device) throw new AppError('UNAUTHENTICATED', trackerTexts.deviceUnauthenticated);
      request.device = device;
      return;
    }
    const session = await resolveCaller(request, scope, resolvers);
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
    // The scope an API token needs here, from the one table (lib/token-scopes.ts); public and device
    // routes take no API token. Per method: a route may answer GET (a read) and HEAD.
    const scopeOf = (method: string) =>
      access === 'public' || access === 'device' ? TOKEN_FREE : tokenScopeOf(routeOperation(route, method));
    if (access !== 'public') {
      const methods = [route.method].flat();
      const scope = scopeOf(methods.find((method) => method !== 'HEAD') ?? 'GET');
      route.onRequest = [...[route.onRequest ?? []].flat(), accessCheck(access, scope, resolvers)];
    }
    if (!route.url.startsWith(API_PREFIX)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        app.apiRoutes.push({ method, url: route.url, access, tokenScope: scopeOf(method) });
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
