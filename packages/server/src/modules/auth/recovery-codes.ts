import { createHmac, randomInt } from 'node:crypto';
import { normalizeCode, RECOVERY_CODE_COUNT } from '@pulse/shared/domain/two-factor';

// Hardening (two-factor sign-in): ten single-use codes for a lost phone. Letters and digits without
// the look-alikes (0/o, 1/l/i), ten of them (50 bits), shown as two groups of five.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

const createRecoveryCode = () => {
  let code = '';
  for (let index = 0; index < LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
};

export const createRecoveryCodes = (): string[] => {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(createRecoveryCode());
  return [...codes];
};

// A keyed hash, not argon2id: the codes are random with 50 bits each, so nothing is gained by making
// every guess slow, while a use would otherwise cost up to ten argon2 checks. The key is derived from
// the data encryption key (kept outside the database), so a copied table cannot be tested offline.
export const hashRecoveryCode = (key: Buffer, code: string): string =>
  createHmac('sha256', key).update(normalizeCode(code)).digest('hex');
