import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

// A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 and a random port, for
// the single sign-on tests (API and browser). Accounts are a map from id to e-mail; the login form is
// the package's development form (any password), and consent is granted at once. A test may bend the
// token endpoint's answer: its ID token re-signed with the provider's own key after changing claims,
// which is how a wrong audience, an expired token or a wrong nonce reach the client.

export type TestAccount = { email: string; emailVerified?: boolean; name?: string };
export type IdTokenBend = (claims: JWTPayload) => JWTPayload;

const KEY_ID = 'pulse-test-key';

export const startOidcTestProvider = async (options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: Record<string, TestAccount>;
}) => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['pulse-test-provider-cookies'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims go into the ID token itself, as Google's and Entra ID's do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    findAccount: (_context, accountId) => {
      const account = options.accounts[accountId];
      if (!account) return undefined;
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name ?? account.email,
        }),
      };
    },
    // Consent is granted without asking: the tests are about Pulse's side.
    loadExistingGrant: async (context) => {
      const accountId = context.oidc.session?.accountId;
      const clientId = context.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new context.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', (_context, error) => console.error('oidc test provider:', error));
  let bend: IdTokenBend | null = null;
  let discoveryRequests = 0;
  const handle = provider.callback();
  server.on('request', (request, response) => {
    if (request.url?.startsWith('/.well-known/openid-configuration')) discoveryRequests += 1;
    if (bend && request.method === 'POST' && request.url?.startsWith('/token')) bendIdToken(response, bend);
    handle(request, response);
  });

  // Re-signs the ID token of the token endpoint's JSON answer with changed claims.
  const bendIdToken = (response: ServerResponse, change: IdTokenBend) => {
    const end = response.end.bind(response) as (chunk?: unknown) => ServerResponse;
    const setHeader = response.setHeader.bind(response);
    // The length changes with the token: Node counts the new body itself.
    response.setHeader = ((name: string, value: number | string | readonly string[]) =>
      name.toLowerCase() === 'content-length'
        ? response
        : setHeader(name, value)) as ServerResponse['setHeader'];
    response.end = ((chunk?: unknown) => {
      const body = JSON.parse(String(chunk)) as { id_token?: string };
      if (!body.id_token) return end(chunk);
      const claims = change(decodeJwt(body.id_token));
      void new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .sign(privateKey)
        .then((idToken) => end(JSON.stringify({ ...body, id_token: idToken })));
      return response;
    }) as ServerResponse['end'];
  };

  return {
    issuer,
    // Until cleared, every ID token the token endpoint issues is changed this way.
    bendIdTokens: (change: IdTokenBend | null) => {
      bend = change;
    },
    // How many times a client has read the discovery document.
    discoveryRequests: () => discoveryRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

// Goes through the provider's login as a browser would (cookies kept, redirects followed by hand)
// and returns the address the provider sends the browser back to: the client's redirect URI with
// the code and state, or with an error.
export const loginAtProvider = async (
  authorizationUrl: string,
  accountId: string,
  redirectUriPrefix: string,
) => {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...init.headers,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 10; step += 1) {
    if (url.startsWith(redirectUriPrefix)) return url;
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    // The development login form: any password signs the account in.
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider showed no login form at ${url}: ${html.slice(0, 300)}`);
    const submitted = await send(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' }).toString(),
    });
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`the provider refused the login: ${await submitted.text()}`);
    url = new URL(next, url).href;
  }
  throw new Error('the provider never sent the browser back');
};
