import { describe, expect, it } from 'vitest';
import { decideLogout, describeQueued, logoutChoiceOf } from './logout-decision';

const nothing = { events: 0, screenshots: 0 };
const some = { events: 12, screenshots: 1 };

describe('what logout does with what is still queued', () => {
  it.each([
    ['nothing queued: signs out', nothing, null, false, 'sign-out'],
    ['nothing queued, whatever the option', nothing, 'discard', true, 'sign-out'],
    ['told to send first', some, 'send-first', false, 'send-first'],
    ['told to discard', some, 'discard', true, 'discard'],
    ['not told, at a terminal: asks', some, null, true, 'ask'],
    ['not told, no terminal: refuses rather than lose them', some, null, false, 'refuse'],
    ['only screenshots queued count too', { events: 0, screenshots: 2 }, null, false, 'refuse'],
  ] as const)('%s', (_, queued, choice, canAsk, expected) => {
    expect(decideLogout(queued, choice, canAsk)).toBe(expected);
  });

  it.each([
    ['', 'send-first'],
    ['s', 'send-first'],
    [' Send ', 'send-first'],
    ['d', 'discard'],
    ['DISCARD', 'discard'],
    ['c', 'cancel'],
    ['n', 'cancel'],
    ['yes', 'cancel'],
  ] as const)('the answer "%s" means %s', (answer, expected) => {
    expect(logoutChoiceOf(answer)).toBe(expected);
  });

  it.each([
    [some, '12 events and 1 screenshot'],
    [{ events: 1, screenshots: 0 }, '1 event'],
    [{ events: 0, screenshots: 3 }, '3 screenshots'],
  ])('says what is queued: %o', (queued, expected) => {
    expect(describeQueued(queued)).toBe(expected);
  });
});
