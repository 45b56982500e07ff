import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { SESSION_COOKIE } from './session-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
};

// CSRF defence: SameSite=Lax cookies plus an Origin check. A state-changing request must come from
// our own origin; one that carries the session cookie must prove it with Origin (or Referer).
// Non-browser clients without a cookie (the tracker with its device token, a script with an API
// token) are unaffected: a browser never attaches an Authorization header by itself, so a request
// that carries one and no cookie cannot have been forged by another site, whatever Origin it names.
export const isCrossSiteRequest = (request: FastifyRequest): boolean => {
  if (SAFE_METHODS.has(request.method)) return false;
  const hasSessionCookie = request.cookies[SESSION_COOKIE] !== undefined;
  if (!hasSessionCookie && request.headers.authorization?.startsWith('Bearer ')) return false;
  const isForeign = isForeignOrigin(`${request.protocol}://${request.host}`, request.headers);
  if (isForeign !== undefined) return isForeign;
  return hasSessionCookie;
};

// The Origin (or Referer) the request claims against our own; undefined when it names neither.
// Shared with the Socket.IO handshake, which refuses cross-site WebSocket hijacking the same way.
export const isForeignOrigin = (
  ownOrigin: string,
  headers: { origin?: string | undefined; referer?: string | undefined },
): boolean | undefined => {
  const claimed = originOf(headers.origin) ?? originOf(headers.referer);
  if (!claimed) return undefined;
  return claimed !== originOf(ownOrigin);
};

// Every request runs this hook: a plain callback, no promise (hardening: per-request overhead).
export const registerCsrfProtection = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/api/') && isCrossSiteRequest(request))
      return done(new AppError('CSRF_REJECTED'));
    done();
  });
};
