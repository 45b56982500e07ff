import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('the path sign-in returns to', () => {
  it.each<[string | null, string | null]>([
    ['/tracker/activate?code=BCDF-GHJK', '/tracker/activate?code=BCDF-GHJK'],
    ['/dashboard/leaves', '/dashboard/leaves'],
    [null, null],
    ['', null],
    ['https://evil.example/', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['tracker/activate', null],
    // URL parsing drops a tab, which makes this `//evil.example`: caught by the origin check.
    ['/\t/evil.example', null],
  ])('%j → %j', (next, expected) => {
    expect(returnPathFrom(next)).toBe(expected);
  });
});
