import { createHash, randomBytes } from 'node:crypto';

// `pulse_` and 32 random bytes in base64url (43 characters): the prefix lets secret scanners and the
// access check recognise a Pulse token; the bytes make it unguessable.
export const createApiTokenSecret = (): string => `pulse_${randomBytes(32).toString('base64url')}`;

// Only this is stored (like sessions' tokens): a leaked table cannot be replayed as tokens.
export const hashApiTokenSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

// What the lists show to tell tokens apart: the prefix and the first six random characters.
export const displayPrefixOf = (secret: string): string => secret.slice(0, 'pulse_'.length + 6);
