import { createHash } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { discoverProvider, type OidcClientSettings, type ProviderConfiguration } from './oidc-client';

// The providers' discovery documents, kept in this process for a while: a sign-in's start and
// callback then need no request to the provider's discovery endpoint, and a provider that is down
// for a moment between sign-ins breaks none that the known configuration serves. Only a discovery
// that succeeded is kept.

export const DISCOVERY_CACHE_MS = 10 * 60 * 1000;

type Entry = { configuration: ProviderConfiguration; expiresAt: number };

const entries = new Map<string, Entry>();

// The configuration carries the client's credentials, so another secret is another entry; the map
// holds the secret's hash, not the secret.
const keyOf = (settings: OidcClientSettings) =>
  JSON.stringify([
    settings.issuerUrl,
    settings.clientId,
    createHash('sha256').update(settings.clientSecret).digest('hex'),
  ]);

// Always asks the provider (saving the settings checks the issuer this way) and replaces the entry.
export const refreshProviderConfiguration = async (clock: Clock, settings: OidcClientSettings) => {
  const configuration = await discoverProvider(settings);
  const now = clock.now().getTime();
  // Entries of settings no longer in use go on the next write, so the map never outgrows them.
  for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  entries.set(keyOf(settings), { configuration, expiresAt: now + DISCOVERY_CACHE_MS });
  return configuration;
};

export const getProviderConfiguration = async (clock: Clock, settings: OidcClientSettings) => {
  const entry = entries.get(keyOf(settings));
  if (entry && clock.now().getTime() < entry.expiresAt) return entry.configuration;
  return refreshProviderConfiguration(clock, settings);
};
