import type { SignInResult } from '@pulse/shared/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../lib/deps';
import { createDeviceCookieSigner, DEVICE_COOKIE, setDeviceCookie } from '../../lib/device-cookie';
import { setSessionCookie } from '../../lib/session-cookie';
import type { SignedIn } from './auth.service';

// How a browser's sign-in ends, after the password or (hardening: two-factor sign-in) after its code:
// the session cookie, and a new device cookie.
export const createBrowserSignIn = (deps: Deps) => {
  const deviceCookies = createDeviceCookieSigner(deps.cipher.deriveKey('device-cookie'));
  return {
    deviceOf: (request: FastifyRequest) => deviceCookies.read(request.cookies[DEVICE_COOKIE]),
    complete: (request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn): SignInResult => {
      setSessionCookie(request, reply, signedIn);
      // A new nonce at every sign-in (OWASP's device cookies): the browser's earlier failures stay
      // with the old one.
      setDeviceCookie(request, reply, deviceCookies.issue(signedIn.employee.id));
      return { ...signedIn.employee, failedAttemptsSinceLastSignIn: signedIn.failedAttemptsSinceLastSignIn };
    },
  };
};
