import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

describe('Retry-After', () => {
  it.each<[string | null, number | null]>([
    ['30', 30_000],
    [' 7 ', 7_000],
    ['0', 0],
    ['60', 60_000],
    // A day (a buggy or hostile server) waits no longer than the backoff's cap of a minute.
    ['86400', 60_000],
    ['99999999999999999999999', 60_000],
    [null, null],
    ['', null],
    ['abc', null],
    ['-5', null],
    ['1.5', null],
    ['30s', null],
    // The HTTP-date form is not read: the backoff alone decides.
    ['Wed, 21 Oct 2026 07:28:00 GMT', null],
  ])('%j → %j ms', (header, expected) => {
    expect(parseRetryAfter(header)).toBe(expected);
  });
});
