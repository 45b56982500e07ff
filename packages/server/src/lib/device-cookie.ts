import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Hardening (sign-in lockout), after OWASP's "Slow Down Online Guessing Attacks with Device Cookies":
// a browser that has signed in as a person keeps a cookie naming them, signed by the server, and
// failures made elsewhere never lock that browser out. It holds no secret of the person's: only who
// signed in there and a random nonce that tells this browser's attempts apart.
export const DEVICE_COOKIE = 'pulse_device';
// Sent with sign-in requests only: no other route reads it.
const DEVICE_COOKIE_PATH = '/api/v1/auth/sign-in';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const VERSION = 'v1';

export type DeviceCookie = { employeeId: string; nonce: string };

export type DeviceCookieSigner = {
  issue: (employeeId: string) => string;
  // null for anything this server did not issue (forged, altered, signed with another key).
  read: (value: string | undefined) => DeviceCookie | null;
};

export const createDeviceCookieSigner = (key: Buffer): DeviceCookieSigner => {
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    issue: (employeeId) => {
      const payload = `${VERSION}.${employeeId}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${signatureOf(payload).toString('base64url')}`;
    },
    read: (value) => {
      const [version, employeeId, nonce, signature, ...rest] = value?.split('.') ?? [];
      if (version !== VERSION || !employeeId || !nonce || !signature || rest.length > 0) return null;
      const expected = signatureOf(`${version}.${employeeId}.${nonce}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { employeeId, nonce };
    },
  };
};

// Long-lived on purpose: a browser stays trusted for a year of sign-ins, not for one session.
export const setDeviceCookie = (request: FastifyRequest, reply: FastifyReply, value: string) => {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
};
