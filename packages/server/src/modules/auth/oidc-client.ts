import * as oidc from 'openid-client';

// The one place that speaks OpenID Connect, through openid-client (a maintained, certified library):
// discovery, the authorization address with PKCE (S256), state and nonce, and the code exchange,
// which checks the ID token's signature against the provider's keys, its issuer, audience, expiry
// and nonce.

export type OidcClientSettings = { issuerUrl: string; clientId: string; clientSecret: string };

// A provider that does not answer within this many seconds is treated as down.
const DISCOVERY_TIMEOUT_SECONDS = 10;

export const SSO_SCOPES = 'openid email profile';

export const discoverProvider = (settings: OidcClientSettings) => {
  const issuer = new URL(settings.issuerUrl);
  return oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    // Plain http is let through only for a provider on this machine (domain/sso-rules.ts
    // isIssuerUrlAllowed), such as the one the tests run.
    execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    timeout: DISCOVERY_TIMEOUT_SECONDS,
  });
};

export type ProviderConfiguration = Awaited<ReturnType<typeof discoverProvider>>;

export const createAuthorizationRequest = async (
  configuration: ProviderConfiguration,
  redirectUri: string,
) => {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SSO_SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, codeVerifier, state, nonce };
};

// The ID token's claims once every check has passed; throws on any failed check.
export const exchangeCode = async (
  configuration: ProviderConfiguration,
  callbackUrl: URL,
  checks: { codeVerifier: string; state: string; nonce: string },
) => {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider sent no ID token');
  return claims;
};
