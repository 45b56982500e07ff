import { SESSION_REMEMBERED_MS } from '@pulse/shared/domain/session-policy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-token';

// httpOnly: scripts never see the token. Without "Remember me" it is a browser-session cookie.
export const setSessionCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; isRemembered: boolean },
) => {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(session.isRemembered ? { maxAge: SESSION_REMEMBERED_MS / 1000 } : {}),
  });
};

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) => {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
};
