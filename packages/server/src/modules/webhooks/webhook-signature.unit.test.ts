import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWebhookSecret, isValidWebhookSignature, webhookSignatureHeader } from './webhook-signature';

const SECRET = 'whsec_test-secret';
const BODY = '{"id":"1","type":"ping"}';

describe('webhook signatures', () => {
  it('signs "<t>.<body>" with HMAC-SHA256, as a receiver recomputes it', () => {
    const expected = createHmac('sha256', SECRET).update(`1700000000.${BODY}`).digest('hex');
    expect(webhookSignatureHeader(SECRET, 1_700_000_000, BODY)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('makes secrets of the documented shape, different each time', () => {
    const secret = createWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(createWebhookSecret()).not.toBe(secret);
  });

  const header = webhookSignatureHeader(SECRET, 1_700_000_000, BODY);
  it.each([
    ['the same body, secret and a time within tolerance', SECRET, header, BODY, 1_700_000_100, true],
    ['another body', SECRET, header, `${BODY} `, 1_700_000_000, false],
    ['another secret', 'whsec_other', header, BODY, 1_700_000_000, false],
    ['a time outside tolerance (a replay)', SECRET, header, BODY, 1_700_000_301, false],
    ['a changed time', SECRET, header.replace('t=1700000000', 't=1700000001'), BODY, 1_700_000_000, false],
    ['no signature', SECRET, 't=1700000000', BODY, 1_700_000_000, false],
  ])('checks %s → %s', (_case, secret, signature, body, nowSeconds, isValid) => {
    expect(isValidWebhookSignature(secret, signature, body, { nowSeconds, toleranceSeconds: 300 })).toBe(
      isValid,
    );
  });
});
