import { describe, expect, it } from 'vitest';
import { type Fact, factIsShown, isDecline } from './answer-facts';

describe('factIsShown', () => {
  it.each<[Fact, string, boolean]>([
    ['Rahul Mehta', 'rahul mehta tracked', true],
    [{ date: '2026-03-02' }, 'On 2 March 2026 you', true],
    [{ date: '2026-03-02' }, 'from 2 Mar to 6 Mar', true],
    [{ date: '2026-03-02' }, 'Date: 02-Mar-2026', true],
    [{ date: '2026-03-02' }, 'on 2026-03-02', true],
    [{ date: '2026-03-02' }, 'on March 2nd', true],
    [{ date: '2026-03-02' }, 'on 12 March 2026', false],
    [{ date: '2026-03-02' }, 'on 2 May 2026', false],
    [{ minutes: 2526 }, 'You tracked 42:06 h', true],
    [{ minutes: 2526 }, 'You tracked 42h 06m', true],
    [{ minutes: 2526 }, 'You tracked 42h 6m', true],
    [{ minutes: 2526 }, 'You tracked 42 hours and 6 minutes', true],
    [{ minutes: 2526 }, 'You tracked 142:06 h', false],
    [{ minutes: 2526 }, 'You tracked 42:07 h', false],
    [{ minutes: 480 }, 'a shift of 8 hours', true],
    [{ minutes: 480 }, 'a shift of 8:00 h', true],
    [{ minutes: 45 }, 'idle for 45 min', true],
    [{ number: 18 }, '18 leaves pending', true],
    [{ number: 18 }, '18.5 leaves pending', false],
    [{ number: 18 }, '118 leaves', false],
    [{ number: 18.5 }, '18.5 leaves', true],
    [{ number: 18.5 }, '18.50 leaves', true],
    [{ number: 18.5 }, '18.55 leaves', false],
    [{ money: 47900 }, 'Gross ₹47,900.00', true],
    [{ money: 47900 }, 'Gross 47900', true],
    [{ money: 312725 }, 'budget ₹3,12,725.00', true],
    [{ money: 312725 }, 'budget ₹312,725', true],
    [{ money: 41045.32 }, 'net ₹41,045.32', true],
    [{ money: 41045.32 }, 'net ₹41,045', false],
    [{ anyOf: ['yes', { number: 3 }] }, 'after 3 days', true],
    [{ anyOf: ['yes', { number: 3 }] }, 'after 30 days', false],
  ])('%j in %j → %s', (fact, shown, isShown) => {
    expect(factIsShown(fact, shown)).toBe(isShown);
  });
});

describe('isDecline', () => {
  it.each([
    ['Sorry, I can only show your own salary slips.', true],
    ['No relevant answer found in the company policies.', true],
    ["I can't answer that yet. I can tell you about leave, hours and policies.", true],
    ['Do you mean Rahul Mehta or Rahul Sharma?', true],
    ['You tracked 42:06 h last week.', false],
  ])('%j → %s', (text, declined) => {
    expect(isDecline(text)).toBe(declined);
  });
});
