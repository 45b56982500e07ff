import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import {
  CONTROL_CHARACTER_MESSAGE,
  findUnsafeInput,
  LONE_SURROGATE_MESSAGE,
  MAX_INPUT_DEPTH,
  refuseUnsafeInput,
  TOO_DEEP_MESSAGE,
  withoutLoneSurrogates,
} from './unsafe-input';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { child: value };
  return value;
};

describe('findUnsafeInput', () => {
  it.each([
    ['plain text', { name: 'Ada Lovelace' }, undefined, undefined],
    [
      'tab, line feed and carriage return (multi-line texts)',
      { reason: 'one\ttwo\r\nthree' },
      undefined,
      undefined,
    ],
    ['non-Latin text and emoji (whole surrogate pairs)', { name: 'Zoë 李 🙂👍🏽' }, undefined, undefined],
    ['NUL', { name: 'Ada\u0000' }, ['name'], CONTROL_CHARACTER_MESSAGE],
    ['a bell inside an array', { tags: ['ok', 'a\u0007b'] }, ['tags', '1'], CONTROL_CHARACTER_MESSAGE],
    ['escape deep down', { a: { b: { c: '\u001b[31m' } } }, ['a', 'b', 'c'], CONTROL_CHARACTER_MESSAGE],
    ['DEL', { name: '\u007f' }, ['name'], CONTROL_CHARACTER_MESSAGE],
    ['a vertical tab', { name: 'a\u000bb' }, ['name'], CONTROL_CHARACTER_MESSAGE],
    ['a control character in a key', { 'na\u0000me': 'x' }, [], CONTROL_CHARACTER_MESSAGE],
    ['a high surrogate alone, at the start', { name: '\ud800x' }, ['name'], LONE_SURROGATE_MESSAGE],
    ['a high surrogate alone, at the end', { name: 'x\udbff' }, ['name'], LONE_SURROGATE_MESSAGE],
    ['a low surrogate alone, at the start', { name: '\udc00x' }, ['name'], LONE_SURROGATE_MESSAGE],
    ['a low surrogate alone, at the end', { name: 'x\udfff' }, ['name'], LONE_SURROGATE_MESSAGE],
    ['a reversed pair', { name: 'a\ude42\ud83db' }, ['name'], LONE_SURROGATE_MESSAGE],
    ['two high surrogates before one low', { name: '\ud83d\ud83d\ude42' }, ['name'], LONE_SURROGATE_MESSAGE],
    ['an emoji cut in two', { name: '🙂'.slice(0, 1) }, ['name'], LONE_SURROGATE_MESSAGE],
    [
      'a lone surrogate in an array (a redaction pattern)',
      { patterns: ['ok', '\ud800x'] },
      ['patterns', '1'],
      LONE_SURROGATE_MESSAGE,
    ],
    ['a lone surrogate in a key', { 'na\udc00me': 'x' }, [], LONE_SURROGATE_MESSAGE],
  ])('%s', (_, input, path, message) => {
    const found = findUnsafeInput(input);
    expect(found?.path).toEqual(path);
    expect(found?.message).toBe(message);
  });

  it('refuses nesting past the limit, iteratively (no stack overflow at 100,000 levels)', () => {
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH - 1))).toBeUndefined();
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH + 1))?.message).toBe(TOO_DEEP_MESSAGE);
    expect(findUnsafeInput(nested(100_000))?.message).toBe(TOO_DEEP_MESSAGE);
  });

  it('judges each text alone: a refused text does not change the answer for the next', () => {
    expect(findUnsafeInput({ name: '\ud800' })?.message).toBe(LONE_SURROGATE_MESSAGE);
    expect(findUnsafeInput({ name: '\ud800' })?.message).toBe(LONE_SURROGATE_MESSAGE);
    expect(findUnsafeInput({ name: 'fine 🙂' })).toBeUndefined();
  });
});

describe('refuseUnsafeInput', () => {
  it('throws a 400 naming the field under the given prefix', () => {
    const refusal = (() => {
      try {
        refuseUnsafeInput({ title: 'a\ud800' }, ['data']);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: LONE_SURROGATE_MESSAGE,
      fieldErrors: [{ path: 'data.title', message: LONE_SURROGATE_MESSAGE }],
    });
  });

  it('lets safe input and missing fields through', () => {
    expect(() =>
      refuseUnsafeInput({ name: 'Leave Policy 🙂', requiresAcknowledgement: undefined }),
    ).not.toThrow();
  });
});

describe('withoutLoneSurrogates', () => {
  it.each([
    ['plain', 'plain'],
    ['a pair 🙂 stays', 'a pair 🙂 stays'],
    ['\ud800start', 'start'],
    ['end\udfff', 'end'],
    ['re\ude42\ud83dversed', 'reversed'],
    [`cut ${'🙂'.slice(0, 1)}`, 'cut '],
  ])('%j → %j', (input, expected) => {
    expect(withoutLoneSurrogates(input)).toBe(expected);
  });
});
