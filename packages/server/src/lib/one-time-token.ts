import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

// A secret sent to one person once, in a link (a password reset, an invitation): `<id>.<secret>`.
// The id selects the stored row, so lookups never search by the secret; the secret (32 random bytes)
// is kept only as its SHA-256, which is enough for a value this random, and is compared with the
// presented one in constant time, so neither step tells a guesser how close a guess came.

const SECRET_BYTES = 32;
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// base64url of 32 bytes, unpadded.
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
// The longest token issueOneTimeToken makes: 36 + 1 + 43 characters.
export const ONE_TIME_TOKEN_MAX_LENGTH = 80;

export type IssuedOneTimeToken = {
  // The row's primary key.
  id: string;
  // What the link carries; never stored, never logged.
  token: string;
  // What the row stores.
  secretHash: string;
};

// The row a token was issued as; usedAt null until it is spent.
export type StoredOneTimeToken = { secretHash: string; expiresAt: Date; usedAt: Date | null };

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

export const issueOneTimeToken = (): IssuedOneTimeToken => {
  const id = randomUUID();
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { id, token: `${id}.${secret}`, secretHash: hashSecret(secret).toString('hex') };
};

// The id and secret of a token as presented, or null when it cannot be one of ours (mistyped, cut off).
export const parseOneTimeToken = (token: string): { id: string; secret: string } | null => {
  const [id, secret, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !secret || !ID_PATTERN.test(id) || !SECRET_PATTERN.test(secret)) return null;
  return { id, secret };
};

// Compared against this when no row matched the id, so an unknown token costs what a wrong one does.
const NO_ROW_HASH = hashSecret('no-such-token');

// Whether the presented secret opens the stored row now: the right secret, not spent, not expired.
export const isOneTimeTokenValid = (
  stored: StoredOneTimeToken | undefined,
  secret: string,
  now: Date,
): boolean => {
  const expected = stored ? Buffer.from(stored.secretHash, 'hex') : NO_ROW_HASH;
  const presented = hashSecret(secret);
  const isSecretRight = expected.length === presented.length && timingSafeEqual(expected, presented);
  return stored !== undefined && isSecretRight && stored.usedAt === null && now < stored.expiresAt;
};
