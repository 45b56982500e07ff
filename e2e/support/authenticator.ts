import { createHmac } from 'node:crypto';

// An authenticator app in the test: RFC 6238 as the apps compute it (SHA-1, 6 digits, 30 s), from the
// base32 key My Profile shows beside the QR code.
const STEP_SECONDS = 30;

const base32Bytes = (key: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of key.replace(/\s/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
};

export const codeForStep = (key: string, step: number) => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Bytes(key)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};

export const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
