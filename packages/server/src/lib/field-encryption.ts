import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Env } from '../config/env';

// Personal numbers (bank account, PAN, Aadhaar) and the official e-mail password are stored
// encrypted with AES-256-GCM: a copied database alone does not reveal them.
export type FieldCipher = {
  encrypt: (plain: string) => string;
  decrypt: (stored: string) => string;
  // A key of its own for another use of the same secret (signing the device cookie): derived, so no
  // second secret has to be configured and neither use can stand in for the other.
  deriveKey: (purpose: string) => Buffer;
};

const VERSION = 'v1';
const KEY_BYTES = 32;

export const createFieldCipher = (key: Buffer): FieldCipher => {
  if (key.length !== KEY_BYTES) throw new Error(`The data encryption key must be ${KEY_BYTES} bytes`);
  return {
    encrypt: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), encrypted]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt: (stored) => {
      const [version, iv, tag, encrypted] = stored.split('.');
      if (version !== VERSION || !iv || !tag || encrypted === undefined)
        throw new Error('Unknown encrypted value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    deriveKey: (purpose) =>
      Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `pulse:${purpose}`, KEY_BYTES)),
  };
};

// DATA_ENCRYPTION_KEY (base64) in production; on one machine a key generated on first start and kept
// beside the embedded database, readable by the owner only.
export const loadEncryptionKey = (configured: string | undefined, keyFile: string): Buffer => {
  if (configured) return Buffer.from(configured, 'base64');
  if (!existsSync(keyFile)) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600 });
    chmodSync(keyFile, 0o600);
  }
  return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
};

// Lists show only the last four characters: '•••• 1234'.
export const maskTail = (value: string, visible = 4): string =>
  value.length <= visible ? '•'.repeat(value.length) : `•••• ${value.slice(-visible)}`;

// A stored encrypted value (or none) as lists show it.
export const decryptMaskedTail = (cipher: FieldCipher, encrypted: string | null): string | null =>
  encrypted ? maskTail(cipher.decrypt(encrypted)) : null;

export const createCipherFromEnv = (env: Env): FieldCipher =>
  createFieldCipher(
    loadEncryptionKey(env.DATA_ENCRYPTION_KEY, join(env.DATA_DIR, 'secrets', 'data-encryption.key')),
  );
