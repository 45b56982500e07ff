import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// `whsec_` and 32 random bytes in base64url: the prefix tells secret scanners (and people) what it is.
export const createWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const hmacOf = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

// The Pulse-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the
// whole secret as UTF-8. The time is inside what is signed, so a receiver that refuses old times
// refuses a captured delivery replayed later.
export const webhookSignatureHeader = (secret: string, timestamp: number, body: string): string =>
  `t=${timestamp},v1=${hmacOf(secret, timestamp, body)}`;

// The receiver's side, as the README shows it; the tests check deliveries with it.
export const isValidWebhookSignature = (
  secret: string,
  header: string,
  body: string,
  options: { nowSeconds: number; toleranceSeconds: number },
): boolean => {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.split('=');
      return [key.trim(), value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(options.nowSeconds - timestamp) > options.toleranceSeconds)
    return false;
  const expected = Buffer.from(hmacOf(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
