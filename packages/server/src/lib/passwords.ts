import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommended minimum).
const ARGON2ID = 2;

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

// Accounts without a password (an unknown e-mail, an invited employee who has not chosen one) are
// checked against this hash too, so every failure costs the same time.
let timingDummyHash: Promise<string> | undefined;
const dummyHash = () => {
  timingDummyHash ??= hashPassword('pulse-timing-equaliser');
  return timingDummyHash;
};

// No stored hash (null) never matches, whatever the password.
export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  try {
    const isMatch = await verify(passwordHash ?? (await dummyHash()), password);
    return passwordHash !== null && isMatch;
  } catch {
    return false;
  }
};
