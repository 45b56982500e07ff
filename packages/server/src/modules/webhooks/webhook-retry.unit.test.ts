import { describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from './webhook-retry';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('webhookRetryDelayMs', () => {
  it.each([
    [1, MINUTE],
    [2, 5 * MINUTE],
    [3, 30 * MINUTE],
    [4, 2 * HOUR],
    [5, 6 * HOUR],
    [6, 12 * HOUR],
    [7, 24 * HOUR],
    [8, null],
    [9, null],
  ])('after %i failed attempts waits %s ms', (attempts, delay) => {
    expect(webhookRetryDelayMs(attempts)).toBe(delay);
  });

  it('gives up after the eighth attempt', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
  });
});
