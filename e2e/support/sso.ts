import { startOidcTestProvider } from '../../packages/server/src/test-support/oidc-test-provider';

// A real OpenID Connect provider inside the Playwright process (oidc-provider on 127.0.0.1), with one
// client for Pulse and the demo administrator as an account.
export const startSsoProvider = async (redirectUri: string) => {
  const clientId = 'pulse-e2e';
  const clientSecret = 'pulse-e2e-secret-0123456789';
  const provider = await startOidcTestProvider({
    clientId,
    clientSecret,
    redirectUris: [redirectUri],
    accounts: { admin: { email: 'admin@demo.pulse' } },
  });
  return { ...provider, clientId, clientSecret };
};
