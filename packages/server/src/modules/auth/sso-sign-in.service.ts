import type { SsoErrorCode, SsoOption } from '@pulse/shared/contracts/sso';
import { emailDomainOf, isEmailTrusted } from '@pulse/shared/domain/sso-rules';
import { twoFactorStepOf } from '@pulse/shared/domain/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { hashSessionToken } from '../../lib/session-token';
import { runTransaction } from '../../lib/transaction';
import { recordSessionlessAuditEvent } from '../audit/audit.service';
import { insertSignInEvent } from './auth.repository';
import { type ClientMeta, finishSignIn, type SignInAnswer } from './auth.service';
import { getProviderConfiguration } from './discovery-cache';
import { createAuthorizationRequest, exchangeCode, type ProviderConfiguration } from './oidc-client';
import { ssoErrors } from './sso.errors';
import {
  consumePendingSignIn,
  findOfferedConnection,
  findOfferedConnectionByDomain,
  insertPendingSignIn,
  type OfferedConnection,
} from './sso.repository';
import { findOrProvisionSsoEmployee } from './sso-provisioning.service';
import { createSignInChallenge } from './two-factor.service';

// Single sign-on (OpenID Connect authorization code flow with PKCE): the sign-in page's button, the
// trip to the provider and back, and the session at the end, started exactly as after a password.

// Long enough to type a password and a code at the provider; the state works once either way.
export const SSO_SIGN_IN_MS = 10 * 60 * 1000;

export const ssoStartPath = (organizationId: string) =>
  `/api/v1/auth/sso/organizations/${organizationId}/start`;

const optionOf = (
  connection: { organizationId: string; displayName: string; isRequired: boolean } | undefined,
): SsoOption => ({
  option: connection
    ? {
        organizationId: connection.organizationId,
        displayName: connection.displayName,
        startUrl: ssoStartPath(connection.organizationId),
        isRequired: connection.isRequired,
      }
    : null,
});

// By the e-mail's domain only: the answer is the same for every address of a domain, existing or not.
export const findSsoOptionForEmail = async (deps: Deps, email: string): Promise<SsoOption> => {
  const domain = emailDomainOf(email);
  return optionOf(domain ? await findOfferedConnectionByDomain(deps.db, domain) : undefined);
};

// The per-organisation sign-in address (/login?organization=<organisation id>).
export const getSsoOptionForOrganization = async (deps: Deps, organizationId: string): Promise<SsoOption> => {
  const connection = await findOfferedConnection(deps.db, organizationId);
  if (!connection) throw new AppError(ssoErrors.SSO_NOT_CONFIGURED);
  return optionOf(connection);
};

const clientSettingsOf = (
  deps: Deps,
  connection: { issuerUrl: string; clientId: string; clientSecretEncrypted: string },
) => ({
  issuerUrl: connection.issuerUrl,
  clientId: connection.clientId,
  clientSecret: deps.cipher.decrypt(connection.clientSecretEncrypted),
});

// The provider's address to send the browser to. What the callback needs to check the answer stays
// here: the state's hash, the nonce and the PKCE verifier (encrypted).
export const startSsoSignIn = async (deps: Deps, organizationId: string, redirectUri: string) => {
  const connection = await findOfferedConnection(deps.db, organizationId);
  if (!connection) throw new AppError(ssoErrors.SSO_NOT_CONFIGURED);
  let configuration: ProviderConfiguration;
  try {
    configuration = await getProviderConfiguration(deps.clock, clientSettingsOf(deps, connection));
  } catch {
    throw new AppError(ssoErrors.SSO_DISCOVERY_FAILED);
  }
  const request = await createAuthorizationRequest(configuration, redirectUri);
  const now = deps.clock.now();
  await insertPendingSignIn(deps.db, {
    stateHash: hashSessionToken(request.state),
    organizationId,
    nonce: request.nonce,
    codeVerifierEncrypted: deps.cipher.encrypt(request.codeVerifier),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SSO_SIGN_IN_MS),
  });
  return request.url;
};

// openid-client's message with its cause's ('unexpected JWT claim value encountered: unexpected JWT
// "aud" (audience) claim value'), so the administrator reading the trail sees which check failed.
const refusalReasonOf = (error: unknown) => {
  if (!(error instanceof Error)) return 'the provider answer was refused';
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, 300);
};

export type SsoCallbackAnswer = SignInAnswer | { kind: 'refused'; code: SsoErrorCode };

const refused = (code: SsoErrorCode): SsoCallbackAnswer => ({ kind: 'refused', code });

const recordRefusal = (
  deps: Deps,
  organizationId: string,
  meta: ClientMeta,
  refusal: { email: string | null; employeeId: string | null; reason: string },
) =>
  recordSessionlessAuditEvent(
    deps.db,
    { organizationId, actorId: null, ipAddress: meta.ip },
    {
      action: 'sign-in.failed',
      subjectId: refusal.employeeId,
      summary: refusal.email
        ? `Single sign-on refused for ${refusal.email}: ${refusal.reason}`
        : `Single sign-on refused: ${refusal.reason}`,
      details: {
        method: 'sso',
        email: refusal.email,
        reason: refusal.reason,
        userAgent: meta.userAgent?.slice(0, 200) ?? null,
      },
    },
  );

// The provider's answer at the redirect URI. Every check that fails ends in a refusal the sign-in page
// explains; the pending sign-in is spent first, so neither its state nor the code works twice.
export const finishSsoSignIn = async (
  deps: Deps,
  callbackUrl: URL,
  meta: ClientMeta,
  previousToken: string | undefined,
  log: FastifyBaseLogger,
): Promise<SsoCallbackAnswer> => {
  const state = callbackUrl.searchParams.get('state');
  if (!state) return refused('expired');
  const pending = await consumePendingSignIn(deps.db, hashSessionToken(state), deps.clock.now());
  if (!pending) return refused('expired');
  const { organizationId } = pending;
  const providerError = callbackUrl.searchParams.get('error');
  if (providerError) {
    await recordRefusal(deps, organizationId, meta, { email: null, employeeId: null, reason: providerError });
    return refused(providerError === 'access_denied' ? 'cancelled' : 'failed');
  }
  const connection = await findOfferedConnection(deps.db, organizationId);
  if (!connection) return refused('failed');
  let claims: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    const configuration = await getProviderConfiguration(deps.clock, clientSettingsOf(deps, connection));
    claims = await exchangeCode(configuration, callbackUrl, {
      codeVerifier: deps.cipher.decrypt(pending.codeVerifierEncrypted),
      state,
      nonce: pending.nonce,
    });
  } catch (error) {
    // The reason (wrong audience, expired token, bad signature…) is for the operator, not the page.
    log.warn({ err: error, organizationId }, 'single sign-on: the provider answer was refused');
    const reason = refusalReasonOf(error);
    await recordRefusal(deps, organizationId, meta, { email: null, employeeId: null, reason });
    return refused('failed');
  }
  return signInMatchedEmployee(deps, connection, claims, meta, previousToken);
};

const signInMatchedEmployee = async (
  deps: Deps,
  connection: OfferedConnection,
  claims: Record<string, unknown>,
  meta: ClientMeta,
  previousToken: string | undefined,
): Promise<SsoCallbackAnswer> => {
  const { organizationId } = connection;
  if (!isEmailTrusted(claims, connection.emailDomains)) {
    const email = typeof claims.email === 'string' ? claims.email : null;
    await recordRefusal(deps, organizationId, meta, {
      email,
      employeeId: null,
      reason: 'e-mail not verified',
    });
    return refused('email-not-verified');
  }
  const email = claims.email.toLowerCase();
  const employee = await findOrProvisionSsoEmployee(deps, connection, claims, email, meta.ip);
  // Relieved and deactivated people are refused like unknown ones: the provider may still know them,
  // and provisioning never creates them again.
  if (!employee?.isEmployeeActive || employee.isRelieved) {
    await recordRefusal(deps, organizationId, meta, {
      email,
      employeeId: employee?.employeeId ?? null,
      reason: 'no active employee with this e-mail',
    });
    return refused('not-matched');
  }
  const person = { organizationId, employeeId: employee.employeeId };
  // The same two-factor rules as after a password (domain/two-factor.ts).
  const twoFactorStep = twoFactorStepOf({
    isTwoFactorEnabled: employee.isTwoFactorEnabled,
    roleId: employee.roleId,
    isRequiredForAdmins: employee.isTwoFactorRequiredForAdmins,
  });
  const eventId = await runTransaction(deps.db, async (tx) => {
    const id = await insertSignInEvent(tx, {
      ...person,
      email,
      ip: meta.ip,
      deviceNonce: null,
      method: 'sso',
      outcome: twoFactorStep === 'none' ? 'success' : 'two-factor-pending',
      occurredAt: deps.clock.now(),
    });
    // With a code still to come, the code step records the sign-in (two-factor.service.ts).
    if (twoFactorStep === 'none')
      await recordSessionlessAuditEvent(
        tx,
        { organizationId, actorId: employee.employeeId, ipAddress: meta.ip },
        {
          action: 'sign-in.succeeded',
          subjectId: employee.employeeId,
          summary: `Signed in as ${email} with single sign-on`,
          details: { method: 'sso', email, userAgent: meta.userAgent?.slice(0, 200) ?? null },
        },
      );
    return id;
  });
  if (twoFactorStep !== 'none') {
    const challenge = await createSignInChallenge(deps, {
      ...person,
      purpose: twoFactorStep,
      signInEventId: eventId,
      email,
      deviceNonce: null,
      isRemembered: false,
    });
    return { kind: 'two-factor', step: twoFactorStep, challenge };
  }
  const signedIn = await finishSignIn(deps, person, { eventId, isRemembered: false, previousToken }, meta);
  return { kind: 'signed-in', signedIn };
};
