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
// Non-browser clients without a cookie (the tracker with its device token) are unaffected.
export const isCrossSiteRequest = (request: FastifyRequest): boolean => {
  if (SAFE_METHODS.has(request.method)) return false;
  const ownOrigin = originOf(`${request.protocol}://${request.host}`);
  const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (claimed) return claimed !== ownOrigin;
  return request.cookies[SESSION_COOKIE] !== undefined;
};

export const registerCsrfProtection = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/') && isCrossSiteRequest(request)) throw new AppError('CSRF_REJECTED');
  });
};
