import {
  AUTHENTICATOR_CODE_DIGITS,
  AUTHENTICATOR_PERIOD_SECONDS,
  normalizeCode,
} from '@pulse/shared/domain/two-factor';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// Hardening (two-factor sign-in): TOTP as every authenticator app speaks it (RFC 6238: SHA-1,
// 6 digits, 30 seconds), through the maintained `otpauth` library.
const ISSUER = 'Pulse';
// One step either side: a phone's clock a little off, or a code typed as it changed.
const WINDOW = 1;
// 160 bits, the size RFC 4226 recommends for the shared secret.
const SECRET_BYTES = 20;

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: AUTHENTICATOR_CODE_DIGITS,
    period: AUTHENTICATOR_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

// A new secret (base32, as apps take it) with what the person scans: the otpauth:// URI and a QR code
// of it as a PNG data URL (the CSP allows data: images).
export const createAuthenticatorSecret = async (label: string) => {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const otpauthUri = totpOf(secret, label).toString();
  return {
    secret,
    otpauthUri,
    qrCodeDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 }),
  };
};

// The time step the code belongs to (within one step of `at`), or null when it is not a current code.
// The caller refuses a step it has already accepted, so a code works once.
export const matchAuthenticatorCode = (secret: string, code: string, at: Date): number | null => {
  const totp = totpOf(secret, ISSUER);
  const timestamp = at.getTime();
  const delta = totp.validate({ token: normalizeCode(code), timestamp, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
};
